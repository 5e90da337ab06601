<?php
$cart = [];
if (!empty($_COOKIE['cart'])) {
    $decoded = base64_decode($_COOKIE['cart'], true);
    if ($decoded !== false) {
        $cart = unserialize($decoded);
    }
}

if (isset($_POST['add'])) {
    $sku = preg_replace('/[^A-Z0-9-]/', '', strtoupper($_POST['add']));
    $cart[$sku] = ($cart[$sku] ?? 0) + 1;
    setcookie('cart', base64_encode(serialize($cart)), time() + 86400, '/', '', true, true);
}

echo 'Items in cart: ' . array_sum((array) $cart);
