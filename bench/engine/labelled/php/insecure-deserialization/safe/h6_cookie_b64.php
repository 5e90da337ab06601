<?php
$cart = unserialize(base64_decode($_COOKIE['cart'] ?? ''), ['allowed_classes' => false]);
echo count((array) $cart);
