<?php
$cart = [];
if (!empty($_COOKIE['cart'])) {
    $decoded = json_decode($_COOKIE['cart'], true);
    if (is_array($decoded)) {
        foreach ($decoded as $row) {
            if (isset($row['sku'], $row['qty'])) {
                $cart[] = ['sku' => (string) $row['sku'], 'qty' => (int) $row['qty']];
            }
        }
    }
}

if (isset($_POST['add'])) {
    $cart[] = ['sku' => (string) $_POST['add'], 'qty' => max(1, (int) ($_POST['qty'] ?? 1))];
    setcookie('cart', json_encode($cart), ['expires' => time() + 604800, 'path' => '/', 'secure' => true, 'httponly' => true]);
}

echo '<p>' . count($cart) . ' item(s) in your cart</p>';
