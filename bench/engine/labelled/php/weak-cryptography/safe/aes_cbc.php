<?php
$ct = openssl_encrypt($plain, 'aes-128-cbc', $key, 0, $iv);
