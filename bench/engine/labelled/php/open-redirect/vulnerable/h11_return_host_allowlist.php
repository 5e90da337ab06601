<?php
$allowedHosts = ['example.com', 'www.example.com', 'shop.example.com'];
$target = $_GET['url'] ?? '/';

$parts = parse_url($target);
$isRelative = $parts !== false && !isset($parts['scheme']) && !isset($parts['host']) && substr($target, 0, 1) === '/' && substr($target, 0, 2) !== '//';
$isAllowedAbsolute = $parts !== false
    && isset($parts['scheme'], $parts['host'])
    && $parts['scheme'] === 'https'
    && in_array(strtolower($parts['host']), $allowedHosts, true);

if (!$isRelative && !$isAllowedAbsolute) {
    $target = '/';
}

header('Location: ' . $target);
exit;
