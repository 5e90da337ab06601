<?php
session_start();
$code = str_pad((string) random_int(0, 999999), 6, '0', STR_PAD_LEFT);
$_SESSION['mfa_code'] = $code;
mail($_SESSION['email'], 'Your code', $code);
