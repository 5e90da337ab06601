<?php
$entriesFile = __DIR__ . '/data/guestbook.json';
$entries = json_decode(@file_get_contents($entriesFile), true) ?: [];

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $name = trim($_POST['name'] ?? 'guest');
    $message = trim($_POST['message'] ?? '');
    if ($message !== '') {
        printf('<div class="flash">Thanks %s, your message "%s" was saved.</div>', $name, $message);
        $entries[] = ['name' => $name, 'message' => $message, 'at' => time()];
        file_put_contents($entriesFile, json_encode($entries));
    }
}

echo '<h2>' . count($entries) . ' entries</h2>';
