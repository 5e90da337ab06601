<?php
ini_set('session.cookie_httponly', '1');
ini_set('session.cookie_secure', '1');
session_start();
$_SESSION['cart'] = $_SESSION['cart'] ?? [];
