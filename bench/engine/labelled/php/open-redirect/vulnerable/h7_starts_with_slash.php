<?php
$to = $_GET['to'] ?? '/';
if (str_starts_with($to, '/')) {
    header('Location: ' . $to);
    exit;
}
header('Location: /');
