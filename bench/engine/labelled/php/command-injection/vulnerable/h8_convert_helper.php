<?php
function make_thumbnail(string $source, string $size): string
{
    $target = '/var/www/thumbs/' . md5($source) . '.png';
    $cmd = sprintf('convert %s -resize %s %s', $source, $size, $target);
    shell_exec($cmd);
    return $target;
}

$size = $_POST['size'] ?? '200x200';
$thumb = make_thumbnail('/var/www/uploads/current.jpg', $size);
echo json_encode(['thumb' => basename($thumb)]);
