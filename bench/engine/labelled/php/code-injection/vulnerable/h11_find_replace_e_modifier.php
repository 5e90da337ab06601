<?php
$text = file_get_contents(__DIR__ . '/content/announcement.txt');

$find = $_GET['find'] ?? '';
$replace = $_GET['replace'] ?? '';

if ($find !== '') {
    $pattern = '/' . $find . '/e';
    $text = preg_replace($pattern, $replace, $text);
}

header('Content-Type: text/plain');
echo $text;
