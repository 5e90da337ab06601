<?php
session_start();
// ruleid: php-insecure-randomness
$token = md5(uniqid(rand(), true));
// ruleid: php-insecure-randomness
setcookie('remember', $token);
// ok: php-insecure-randomness
setcookie('remember', bin2hex(random_bytes(32)));
// ruleid: php-insecure-randomness
$_SESSION['csrf'] = sha1(mt_rand());
// ok: php-insecure-randomness
$_SESSION['csrf'] = bin2hex(random_bytes(16));
// ok: php-insecure-randomness
$_SESSION['dice'] = 'ok';
$pick = mt_rand(1, 6);
// ok: php-insecure-randomness
echo "You rolled $pick";
// ruleid: php-insecure-randomness
$hash = password_hash(substr(str_shuffle('abcdefghjkmnpqrstuvwxyz23456789'), 0, 10), PASSWORD_DEFAULT);
// ruleid: php-insecure-randomness
$token = md5(uniqid(mt_rand(), true));
// ruleid: php-insecure-randomness
mail($_POST['email'], 'Password reset', "https://example.com/reset?t=$token");
$code = random_int(100000, 999999);
// ok: php-insecure-randomness
mail($_POST['email'], 'Your sign-in code', "Code: $code");
// ok: php-insecure-randomness
mail('ops@example.com', 'Report', 'Generated at ' . time());
