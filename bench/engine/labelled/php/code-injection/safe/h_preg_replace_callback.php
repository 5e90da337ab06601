<?php
$text = $_GET['s'] ?? '';
$doubled = preg_replace_callback('/\d+/', function ($m) { return (string) ($m[0] * 2); }, $text);
echo htmlspecialchars($doubled);
