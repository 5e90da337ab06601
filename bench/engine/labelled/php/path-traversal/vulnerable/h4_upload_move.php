<?php
if (!empty($_FILES['doc'])) {
    $uploadDir = '/var/www/html/docs/';
    $target = $uploadDir . $_FILES['doc']['name'];
    if (move_uploaded_file($_FILES['doc']['tmp_name'], $target)) {
        echo 'Uploaded.';
    } else {
        echo 'Upload failed.';
    }
}
?>
<form method="post" enctype="multipart/form-data"><input type="file" name="doc"><button>Send</button></form>
