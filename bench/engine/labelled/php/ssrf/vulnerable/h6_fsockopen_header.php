<?php
$backend = getenv('HTTP_X_BACKEND') ?: ($_SERVER['HTTP_X_BACKEND'] ?? '');
$fp = fsockopen($backend, 8080, $errno, $errstr, 2);
fwrite($fp, "GET / HTTP/1.0\r\n\r\n");
echo htmlspecialchars(fread($fp, 512));
