<?php
require_once __DIR__ . '/../../includes/page.inc.php';

if (isset($_GET['docs'])) {
    $slug = preg_replace('/[^a-z0-9\-]/', '', strtolower($_GET['docs']));
    header('Location: https://docs.harborlab.test/modules/' . $slug);
    exit;
}

if (!array_key_exists('redirect', $_GET) || $_GET['redirect'] === '') {
    http_response_code(500);
    echo '<p>Missing redirect target.</p>';
    exit;
}

$target = $_GET['redirect'];

switch (lab_security_level()) {
    case 'low':
        header('Location: ' . $target);
        exit;

    case 'medium':
        if (stripos($target, 'http') === 0) {
            http_response_code(500);
            echo '<p>Absolute URLs not allowed.</p>';
            exit;
        }
        header("Location: {$target}");
        exit;

    default:
        $quotes = [1 => 'info.php?id=1', 2 => 'info.php?id=2'];
        $choice = (int)$target;
        $destination = $quotes[$choice] ?? 'index.php';
        header('Location: ' . $destination);
        exit;
}
