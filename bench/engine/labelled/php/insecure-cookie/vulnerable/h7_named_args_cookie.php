<?php
$token = bin2hex(random_bytes(16));
setcookie(name: 'remember', value: $token, expires_or_options: time() + 86400 * 30, path: '/');
