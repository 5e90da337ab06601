<?php
ini_set('session.cookie_httponly', '0');
ini_set('session.cookie_secure', '0');
session_start();
$_SESSION['cart'] = $_SESSION['cart'] ?? [];
