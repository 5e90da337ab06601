<?php
$token = bin2hex(random_bytes(16));
// ruleid: php-cookie-insecure-flags
setcookie('remember_me', $token, time() + 86400, '/');
// ruleid: php-cookie-insecure-flags
setcookie('sid', $token, 0, '/', '', false, true);
// ruleid: php-cookie-insecure-flags
setcookie('sid', $token, 0, '/', '', true);
// ok: php-cookie-insecure-flags
setcookie('sid', $token, 0, '/', '', true, true);
// ruleid: php-cookie-insecure-flags
setcookie('sid', $token, ['expires' => 0, 'path' => '/', 'httponly' => true]);
// ruleid: php-cookie-insecure-flags
setrawcookie('sid', $token, ['secure' => true, 'httponly' => false]);
// ok: php-cookie-insecure-flags
setcookie('sid', $token, ['expires' => 0, 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
