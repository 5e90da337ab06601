<?php
session_start();
session_destroy();
$allowed = ['/', '/login', '/help'];
$back = $_GET['back'] ?? '/';
if (!in_array($back, $allowed, true)) {
    $back = '/';
}
header('Location: ' . $back, true, 302);
exit;
