<?php
$sessionToken = bin2hex(openssl_random_pseudo_bytes(16));
file_put_contents('/var/lib/app/sessions/' . $sessionToken, json_encode(['uid' => 42]));
setcookie('APPSESSID', $sessionToken, 0, '/', '', true, true);
