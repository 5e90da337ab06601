<?php

namespace App\Service;

use Symfony\Component\HttpFoundation\File\UploadedFile;

/**
 * Files of the media library live under one directory on the shared volume.
 */
class MediaStorage
{
    public function __construct(private string $uploadDir, private string $pagesDir)
    {
    }

    public function store(UploadedFile $file, string $folder): string
    {
        $name = bin2hex(random_bytes(8)) . '.' . $file->guessExtension();
        $target = $this->uploadDir . '/' . $folder;
        if (!is_dir($target)) {
            mkdir($target, 0775, true);
        }
        $file->move($target, $name);

        return $folder . '/' . $name;
    }

    public function resolve(string $relative): ?string
    {
        $base = realpath($this->uploadDir);
        $path = realpath($this->uploadDir . '/' . $relative);
        if ($base === false || $path === false || !str_starts_with($path, $base . DIRECTORY_SEPARATOR)) {
            return null;
        }

        return $path;
    }

    public function readPage(string $page): string
    {
        return (string) file_get_contents($this->pagesDir . '/' . $page . '.md');
    }

    public function readHelpPage(string $page): string
    {
        return (string) file_get_contents($this->pagesDir . '/help/' . basename($page) . '.md');
    }

    public function remove(string $relative): void
    {
        unlink($this->uploadDir . '/' . $relative);
    }
}
