<?php
$to = $_GET['to'] ?? '/';
if (str_starts_with($to, '/') && !str_starts_with($to, '//') && !str_contains($to, '\\')) {
    header('Location: ' . $to);
    exit;
}
header('Location: /');
