<?php
session_start();
$token = bin2hex(random_bytes(16));
$_SESSION['remember'] = $token;
setcookie('remember_me', $token, ['expires' => time() + 3600 * 24 * 30, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
