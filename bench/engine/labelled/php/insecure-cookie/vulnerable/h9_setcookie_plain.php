<?php
$token = bin2hex(random_bytes(32));
setcookie('session_token', $token, time() + 3600, '/');
echo 'logged in';
