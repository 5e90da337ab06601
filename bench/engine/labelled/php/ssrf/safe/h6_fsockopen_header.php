<?php
$backend = $_SERVER['HTTP_X_BACKEND'] ?? '';
$backend = '127.0.0.1';
$fp = fsockopen($backend, 8080, $errno, $errstr, 2);
fwrite($fp, "GET / HTTP/1.0\r\n\r\n");
echo htmlspecialchars(fread($fp, 512));
