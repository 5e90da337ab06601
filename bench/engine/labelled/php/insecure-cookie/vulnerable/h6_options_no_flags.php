<?php
$sid = bin2hex(random_bytes(16));
setcookie('sid', $sid, ['expires' => time() + 3600, 'path' => '/', 'samesite' => 'Lax']);
