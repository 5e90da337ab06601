<?php
$token = bin2hex(random_bytes(20));
setrawcookie('auth_token', $token, time() + 86400, '/', '', true, true);
