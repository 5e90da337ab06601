<?php
$sid = bin2hex(random_bytes(32));
setcookie('api_session', $sid, ['httponly' => true, 'secure' => true, 'samesite' => 'Strict']);
