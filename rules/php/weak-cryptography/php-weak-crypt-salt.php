<?php
// ruleid: php-weak-crypt-salt
$des = crypt($_POST['pw'], 'ab');
// ruleid: php-weak-crypt-salt
$md5 = crypt($_POST['pw'], '$1$' . bin2hex(random_bytes(4)) . '$');
// ruleid: php-weak-crypt-salt
$ext = crypt($_POST['pw'], '_J9..rasm');
// ok: php-weak-crypt-salt
$bcrypt = crypt($_POST['pw'], '$2y$12$' . substr(strtr(base64_encode(random_bytes(16)), '+', '.'), 0, 22));
// ok: php-weak-crypt-salt
$sha512 = crypt($_POST['pw'], '$6$rounds=100000$' . bin2hex(random_bytes(8)) . '$');
// ok: php-weak-crypt-salt
$check = hash_equals($stored, crypt($_POST['pw'], $stored));
