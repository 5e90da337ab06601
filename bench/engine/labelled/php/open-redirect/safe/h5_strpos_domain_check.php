<?php
$next = $_GET['next'] ?? '/';
if (parse_url($next, PHP_URL_HOST) === 'www.example.com' && parse_url($next, PHP_URL_SCHEME) === 'https') {
    header('Location: ' . $next);
} else {
    header('Location: /');
}
exit;
