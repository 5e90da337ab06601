<?php
$cart = [];
if (isset($_COOKIE['cart'])) {
    $cart = unserialize(base64_decode($_COOKIE['cart']));
}
if (isset($_POST['add'])) {
    $cart[] = (int) $_POST['add'];
    setcookie('cart', base64_encode(serialize($cart)), time() + 86400, '/', '', true, true);
}
echo 'Items in cart: ' . count($cart);
