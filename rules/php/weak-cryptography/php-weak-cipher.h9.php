<?php
$key = random_bytes(32);
$iv = random_bytes(16);
// ruleid: php-weak-cipher
$a = mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, 'data', MCRYPT_MODE_ECB);
// ruleid: php-weak-cipher
$b = mcrypt_decrypt(MCRYPT_RIJNDAEL_128, $key, $a, 'ecb');
// ok: php-weak-cipher
$c = mcrypt_encrypt(MCRYPT_RIJNDAEL_128, $key, 'data', MCRYPT_MODE_CBC, $iv);
