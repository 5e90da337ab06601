<?php
session_start();
function remember_discount(string $code): void
{
    $_SESSION['discount_code'] = $code;
    $_SESSION['discount_applied'] = true;
}

if (!empty($_COOKIE['promo'])) {
    remember_discount(trim($_COOKIE['promo']));
}
header('Location: /checkout.php');
