<?php
class ImageResizer
{
    private string $storage;

    public function __construct(string $storage)
    {
        $this->storage = rtrim($storage, '/');
    }

    public function thumbnail(string $file, string $geometry): string
    {
        $src = $this->storage . '/' . basename($file);
        $dst = $this->storage . '/thumbs/' . basename($file);
        $cmd = sprintf('convert %s -resize %s %s', escapeshellarg($src), $geometry, escapeshellarg($dst));
        exec($cmd, $out, $status);
        if ($status !== 0) {
            throw new RuntimeException('resize failed');
        }
        return $dst;
    }
}

$resizer = new ImageResizer('/var/www/media');
$thumb = $resizer->thumbnail($_GET['img'] ?? '', $_GET['size'] ?? '200x200');
header('Content-Type: image/jpeg');
readfile($thumb);
