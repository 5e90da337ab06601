<?php
$cart = [];
if (!empty($_COOKIE['cart'])) {
    $cart = unserialize($_COOKIE['cart']);
}
$cart[] = (int) ($_POST['product_id'] ?? 0);
setcookie('cart', serialize($cart), ['expires' => time() + 86400, 'path' => '/', 'secure' => true, 'httponly' => true]);
echo count($cart) . ' items in cart';
