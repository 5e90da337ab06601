<?php
$key = random_bytes(16);
$cipher = openssl_encrypt($_POST['card'] ?? '', 'aes-128-ecb', $key, OPENSSL_RAW_DATA);
file_put_contents('/var/data/card.bin', $cipher);
