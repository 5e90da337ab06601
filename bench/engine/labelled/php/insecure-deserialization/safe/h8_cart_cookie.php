<?php
$cart = [];
if (!empty($_COOKIE['cart'])) {
    $cart = json_decode($_COOKIE['cart'], true) ?: [];
}
$cart[] = (int) ($_POST['product_id'] ?? 0);
setcookie('cart', json_encode($cart), ['expires' => time() + 86400, 'path' => '/', 'secure' => true, 'httponly' => true]);
echo count($cart) . ' items in cart';
