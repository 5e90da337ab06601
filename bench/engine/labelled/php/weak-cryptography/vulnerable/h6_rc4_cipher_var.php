<?php
$method = 'rc4';
$out = openssl_encrypt('secret payload', $method, getenv('APP_KEY'));
echo base64_encode($out);
