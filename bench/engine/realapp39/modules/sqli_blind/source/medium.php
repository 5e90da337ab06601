<?php

if (isset($_POST['Submit'])) {
    $id = str_replace(["'", '"', '--', '#'], '', $_POST['id']);

    $sql = 'SELECT first_name FROM users WHERE user_id = ' . $id . ' LIMIT 1';
    $exists = lab_pdo()->query($sql)->fetchColumn() !== false;

    setcookie('last_lookup', $id);
    $html .= $exists ? '<pre>User ID exists in the database.</pre>' : '<pre>User ID is MISSING from the database.</pre>';
}
