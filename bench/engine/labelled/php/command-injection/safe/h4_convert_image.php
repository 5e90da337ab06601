<?php
class Thumbnailer
{
    private string $bin = '/usr/bin/convert';

    public function make(string $source, string $size): string
    {
        $dest = '/var/www/thumbs/' . basename($source) . '.jpg';
        exec("{$this->bin} " . escapeshellarg($source) . " -resize " . escapeshellarg($size) . " " . escapeshellarg($dest), $out, $code);
        return $dest;
    }
}

$t = new Thumbnailer();
echo $t->make($_FILES['image']['tmp_name'], $_POST['size'] ?? '200x200');
