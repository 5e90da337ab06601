<?php
$ct = openssl_encrypt($plain, 'des-ede3-cbc', $key, 0, $iv);
