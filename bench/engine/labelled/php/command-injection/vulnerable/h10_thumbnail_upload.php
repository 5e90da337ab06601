<?php
const THUMB_DIR = '/var/www/storage/thumbs';

function make_thumbnail(string $source, string $format): string
{
    $target = THUMB_DIR . '/' . pathinfo($source, PATHINFO_FILENAME) . '.' . $format;
    $cmd = "convert {$source} -resize 200x200 {$target}";
    system($cmd, $rc);
    if ($rc !== 0) {
        throw new RuntimeException('thumbnail failed');
    }
    return $target;
}

if (!empty($_FILES['image']) && $_FILES['image']['error'] === UPLOAD_ERR_OK) {
    $dest = '/var/www/storage/uploads/' . bin2hex(random_bytes(8)) . '.img';
    move_uploaded_file($_FILES['image']['tmp_name'], $dest);
    $format = $_POST['format'] ?? 'png';
    $thumb = make_thumbnail($dest, $format);
    echo json_encode(['thumb' => basename($thumb)]);
}
