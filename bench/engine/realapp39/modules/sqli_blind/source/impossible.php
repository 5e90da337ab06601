<?php

if (isset($_GET['Submit']) || isset($_COOKIE['last_lookup'])) {
    $id = filter_var($_GET['id'] ?? $_COOKIE['last_lookup'], FILTER_VALIDATE_INT);

    if ($id !== false) {
        $stmt = lab_mysqli()->prepare('SELECT first_name FROM users WHERE user_id = ? LIMIT 1');
        $stmt->bind_param('i', $id);
        $stmt->execute();
        $stmt->store_result();
        $exists = $stmt->num_rows === 1;

        setcookie('last_lookup', (string)$id, ['expires' => time() + 3600, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
        $html .= $exists ? '<pre>User ID exists in the database.</pre>' : '<pre>User ID is MISSING from the database.</pre>';
    }
}
