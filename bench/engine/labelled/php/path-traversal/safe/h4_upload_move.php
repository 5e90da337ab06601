<?php
if (!empty($_FILES['doc'])) {
    $uploadDir = '/var/www/html/docs/';
    $ext = strtolower(pathinfo($_FILES['doc']['name'], PATHINFO_EXTENSION));
    if (!in_array($ext, ['pdf', 'txt', 'docx'], true)) {
        exit('Type not allowed');
    }
    $target = $uploadDir . bin2hex(random_bytes(16)) . '.' . $ext;
    if (move_uploaded_file($_FILES['doc']['tmp_name'], $target)) {
        echo 'Uploaded.';
    } else {
        echo 'Upload failed.';
    }
}
?>
<form method="post" enctype="multipart/form-data"><input type="file" name="doc"><button>Send</button></form>
