<?php
$key = random_bytes(32);
$iv = random_bytes(12);
$cipher = openssl_encrypt($_POST['card'] ?? '', 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $iv, $tag);
file_put_contents('/var/data/card.bin', $iv . $tag . $cipher);
