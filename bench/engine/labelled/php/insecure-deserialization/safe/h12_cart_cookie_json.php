<?php
$cart = [];
if (!empty($_COOKIE['cart'])) {
    $decoded = json_decode(base64_decode($_COOKIE['cart']), true);
    $cart = is_array($decoded) ? $decoded : [];
}

$count = 0;
foreach ($cart as $item) {
    $count += (int) ($item['qty'] ?? 0);
}

echo '<span class="cart-count">' . $count . '</span>';
