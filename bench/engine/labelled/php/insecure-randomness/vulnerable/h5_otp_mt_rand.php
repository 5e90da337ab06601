<?php
session_start();
$code = mt_rand(100000, 999999);
$_SESSION['login_otp'] = $code;
$_SESSION['login_otp_expires'] = time() + 300;
mail($_SESSION['email'], 'Your login code', "Your code is $code");
echo 'A code was sent to your email address.';
