<?php
$next = $_GET['next'] ?? '/';
if (strpos($next, 'example.com') !== false) {
    header('Location: ' . $next);
} else {
    header('Location: /');
}
exit;
