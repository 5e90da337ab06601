<?php
session_start();
function remember_discount(string $code): void
{
    $_SESSION['discount_code'] = $code;
    $_SESSION['discount_applied'] = true;
}

$valid = ['SPRING10', 'WELCOME5'];
if (!empty($_COOKIE['promo']) && in_array(strtoupper(trim($_COOKIE['promo'])), $valid, true)) {
    remember_discount(strtoupper(trim($_COOKIE['promo'])));
}
header('Location: /checkout.php');
