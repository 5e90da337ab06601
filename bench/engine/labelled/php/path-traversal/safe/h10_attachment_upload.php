<?php
require 'db.php';

$uploadDir = __DIR__ . '/attachments/';

if (isset($_FILES['attachment'])) {
    $f = $_FILES['attachment'];
    if ($f['error'] !== UPLOAD_ERR_OK || $f['size'] > 5 * 1024 * 1024) {
        die('Upload rejected');
    }

    $ext = strtolower(pathinfo($f['name'], PATHINFO_EXTENSION));
    $stored = bin2hex(random_bytes(16)) . (in_array($ext, ['pdf', 'png', 'jpg'], true) ? ".$ext" : '.bin');
    if (move_uploaded_file($f['tmp_name'], $uploadDir . $stored)) {
        $stmt = $pdo->prepare('INSERT INTO attachments (ticket_id, filename, original) VALUES (?, ?, ?)');
        $stmt->execute([(int) $_POST['ticket'], $stored, $f['name']]);
        echo 'Uploaded';
    } else {
        echo 'Failed';
    }
}
