<?php
$stored = password_hash($_POST['new_password'], PASSWORD_ARGON2ID);
file_put_contents('/etc/app/htpasswd', $_POST['user'] . ':' . $stored . "\n", FILE_APPEND);
