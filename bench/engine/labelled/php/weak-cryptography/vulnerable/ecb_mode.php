<?php
$ct = openssl_encrypt($plain, 'AES-256-ECB', $key);
