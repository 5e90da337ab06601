<?php
require 'db.php';

$uploadDir = __DIR__ . '/attachments/';

if (isset($_FILES['attachment'])) {
    $f = $_FILES['attachment'];
    if ($f['error'] !== UPLOAD_ERR_OK || $f['size'] > 5 * 1024 * 1024) {
        die('Upload rejected');
    }

    $destination = $uploadDir . $f['name'];
    if (move_uploaded_file($f['tmp_name'], $destination)) {
        $stmt = $pdo->prepare('INSERT INTO attachments (ticket_id, filename) VALUES (?, ?)');
        $stmt->execute([(int) $_POST['ticket'], $f['name']]);
        echo 'Uploaded';
    } else {
        echo 'Failed';
    }
}
