<?php
require __DIR__ . '/auth.php';

$next = filter_input(INPUT_GET, 'continue', FILTER_VALIDATE_URL);
if ($next === false || $next === null) {
    $next = 'https://app.example.com/dashboard';
}

if (login_user($_POST['user'] ?? '', $_POST['pass'] ?? '')) {
    header("Location: {$next}", true, 302);
    exit;
}

echo 'Login failed';
