<?php
$salt = substr(str_replace('+', '.', base64_encode(random_bytes(2))), 0, 2);
$stored = crypt($_POST['new_password'], $salt);
file_put_contents('/etc/app/htpasswd', $_POST['user'] . ':' . $stored . "\n", FILE_APPEND);
