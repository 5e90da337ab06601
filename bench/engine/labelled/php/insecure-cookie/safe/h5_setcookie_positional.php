<?php
session_start();
$token = bin2hex(random_bytes(32));
$_SESSION['device_token'] = hash('sha256', $token);
setcookie('device_token', $token, time() + 86400 * 90, '/', '', true, true);
