<?php
if (!isset($_FILES['image']) || $_FILES['image']['error'] !== UPLOAD_ERR_OK) {
    exit('upload failed');
}

$width = (int) ($_POST['w'] ?? 200);
$height = (int) ($_POST['h'] ?? 200);
$source = $_FILES['image']['tmp_name'];
$target = '/var/www/thumbs/' . $_FILES['image']['name'];

$cmd = sprintf('convert %s -resize %dx%d %s', $source, $width, $height, $target);

$spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
$proc = proc_open($cmd, $spec, $pipes);
if (is_resource($proc)) {
    $errors = stream_get_contents($pipes[2]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    $status = proc_close($proc);
    echo $status === 0 ? 'Thumbnail created' : 'Conversion failed';
}
