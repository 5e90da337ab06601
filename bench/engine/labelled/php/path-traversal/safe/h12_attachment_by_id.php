<?php
require __DIR__ . '/bootstrap.php';

$id = (int) ($_GET['id'] ?? 0);
$stmt = $pdo->prepare('SELECT stored_name, mime_type, original_name FROM attachments WHERE id = ? AND owner_id = ?');
$stmt->execute([$id, (int) $_SESSION['user_id']]);
$att = $stmt->fetch(PDO::FETCH_ASSOC);
if (!$att) {
    http_response_code(404);
    exit;
}

// stored_name is a server-generated hex name, never the uploader's file name
$contents = file_get_contents('/srv/helpdesk/attachments/' . bin2hex(hex2bin($att['stored_name'])));
header('Content-Type: ' . $att['mime_type']);
header('Content-Disposition: attachment; filename="' . rawurlencode($att['original_name']) . '"');
echo $contents;
