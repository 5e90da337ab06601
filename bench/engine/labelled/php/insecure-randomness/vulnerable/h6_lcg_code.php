<?php
session_start();
$code = str_pad((string) (int) (lcg_value() * 1000000), 6, '0', STR_PAD_LEFT);
$_SESSION['mfa_code'] = $code;
mail($_SESSION['email'], 'Your code', $code);
