<?php
$key = sha1(mt_rand() . microtime());
$ct = openssl_encrypt('data', 'aes-256-cbc', $key, 0, substr(md5(rand()), 0, 16));
