<?php
$cart = [];
if (isset($_COOKIE['cart'])) {
    $decoded = json_decode(base64_decode($_COOKIE['cart']), true);
    $cart = is_array($decoded) ? array_map('intval', $decoded) : [];
}
if (isset($_POST['add'])) {
    $cart[] = (int) $_POST['add'];
    setcookie('cart', base64_encode(json_encode($cart)), time() + 86400, '/', '', true, true);
}
echo 'Items in cart: ' . count($cart);
