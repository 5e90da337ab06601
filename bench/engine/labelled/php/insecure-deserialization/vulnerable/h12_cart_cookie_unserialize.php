<?php
class CartItem
{
    public int $productId;
    public int $qty;
}

$cart = [];
if (!empty($_COOKIE['cart'])) {
    $cart = unserialize(base64_decode($_COOKIE['cart']));
}

$count = 0;
foreach ((array) $cart as $item) {
    $count += $item instanceof CartItem ? $item->qty : 0;
}

echo '<span class="cart-count">' . $count . '</span>';
