<?php
$cart = unserialize(base64_decode($_COOKIE['cart'] ?? ''));
echo count((array) $cart);
