<?php
$sessionToken = bin2hex(random_bytes(24));
setcookie('auth_session', $sessionToken, [
    'expires' => time() + 3600,
    'path' => '/',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Lax',
]);
