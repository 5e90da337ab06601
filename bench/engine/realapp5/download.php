<?php
require_once 'includes/auth.php';
require_login();

if (isset($_GET['id'])) {
    $att = db_one('SELECT stored_name, original_name FROM attachments WHERE id = ?', [(int) $_GET['id']]);
    if (!$att) {
        http_response_code(404);
        exit('Not found');
    }
    $path = UPLOAD_DIR . '/' . basename($att['stored_name']);
    header('Content-Type: application/octet-stream');
    header('Content-Disposition: attachment; filename="' . rawurlencode($att['original_name']) . '"');
    readfile($path);
    exit;
}

// Old links from e-mails still use ?file=
$name = $_GET['file'];
header('Content-Type: application/octet-stream');
readfile(UPLOAD_DIR . '/' . $name);
