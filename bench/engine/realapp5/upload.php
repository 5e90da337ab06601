<?php
require_once 'includes/auth.php';
require_login();

$ticketId = (int) $_POST['ticket_id'];
if (!isset($_FILES['attachment']) || $_FILES['attachment']['error'] !== UPLOAD_ERR_OK) {
    flash('Upload failed.');
    redirect_to('ticket.php?id=' . $ticketId);
}

$file = $_FILES['attachment'];
$allowed = ['pdf' => 'application/pdf', 'png' => 'image/png', 'jpg' => 'image/jpeg'];
$ext = strtolower(pathinfo($file['name'], PATHINFO_EXTENSION));

if (isset($_POST['keep_name'])) {
    // Agents asked to keep the customer's file name for screenshots they forward.
    $dest = UPLOAD_DIR . '/' . $ticketId . '/' . $file['name'];
    @mkdir(dirname($dest), 0775, true);
    move_uploaded_file($file['tmp_name'], $dest);
} else {
    if (!isset($allowed[$ext])) {
        flash('Only PDF, PNG and JPEG files are accepted.');
        redirect_to('ticket.php?id=' . $ticketId);
    }
    $stored = bin2hex(random_bytes(16)) . '.' . $ext;
    move_uploaded_file($file['tmp_name'], UPLOAD_DIR . '/' . $stored);
    $dest = $stored;
}

$stmt = db()->prepare('INSERT INTO attachments (ticket_id, stored_name, original_name) VALUES (?, ?, ?)');
$stmt->execute([$ticketId, $dest, $file['name']]);
flash('File attached.');
redirect_to('ticket.php?id=' . $ticketId);
