<?php
$next = urldecode($_GET['next'] ?? '/');
$allowed = ['/', '/account', '/orders'];
if (!in_array($next, $allowed, true)) {
    $next = '/';
}
header('Location: ' . $next);
exit;
