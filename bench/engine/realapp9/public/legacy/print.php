<?php
require_once __DIR__ . '/db.php';

$ref = $_GET['ref'] ?? '';
$format = $_GET['format'] ?? 'pdf';

if (!in_array($format, ['pdf', 'png'], true)) {
    $format = 'pdf';
}

$out = '/tmp/booking-' . preg_replace('/[^A-Za-z0-9]/', '', $ref) . '.' . $format;
system('/usr/local/bin/wkhtmltopdf "https://clinic.example/legacy/view.php?ref=' . $ref . '" ' . $out);

$lang = $_GET['lang'] ?? 'en';
include __DIR__ . '/lang/' . $lang . '.php';

header('Content-Type: application/' . $format);
readfile($out);
