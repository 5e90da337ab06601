<?php
$sid = hash('sha256', uniqid((string) rand(), true));
setcookie('api_session', $sid, ['httponly' => true, 'secure' => true, 'samesite' => 'Strict']);
