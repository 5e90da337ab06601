<?php
const ATTACH_DIR = '/srv/helpdesk/attachments/';

if (!isset($_FILES['attachment']) || $_FILES['attachment']['error'] !== UPLOAD_ERR_OK) {
    http_response_code(400);
    exit('Upload failed');
}

$ticket = (int) ($_POST['ticket_id'] ?? 0);
$original = $_FILES['attachment']['name'];
$destination = ATTACH_DIR . $ticket . '-' . $original;

$in = fopen($_FILES['attachment']['tmp_name'], 'rb');
$out = fopen($destination, 'wb');
stream_copy_to_stream($in, $out);
fclose($in);
fclose($out);

echo json_encode(['stored' => basename($destination)]);
