<?php

declare(strict_types=1);

namespace Rentwise\Service;

use Psr\Http\Message\UploadedFileInterface;

final class DocumentStorage
{
    private const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

    public function __construct(private string $baseDir)
    {
    }

    public function baseDir(): string
    {
        return $this->baseDir;
    }

    /** Keeps the tenant's own file name so agents recognise it in the list. */
    public function storeAsNamed(UploadedFileInterface $file): string
    {
        $name = $file->getClientFilename();
        $file->moveTo($this->baseDir . '/' . $name);
        return $name;
    }

    public function storeRenamed(UploadedFileInterface $file): string
    {
        $extension = strtolower(pathinfo((string) $file->getClientFilename(), PATHINFO_EXTENSION));
        if (!in_array($extension, self::ALLOWED_EXTENSIONS, true)) {
            throw new \InvalidArgumentException('Unsupported file type');
        }
        $stored = bin2hex(random_bytes(16)) . '.' . $extension;
        $file->moveTo($this->baseDir . '/' . $stored);
        return $stored;
    }

    public function pathFor(string $name): string
    {
        return $this->baseDir . '/' . basename($name);
    }

    /** Returns null when the resolved path leaves the storage directory. */
    public function resolveInside(string $relative): ?string
    {
        $root = realpath($this->baseDir);
        $real = realpath($this->baseDir . '/' . $relative);
        if ($root === false || $real === false || !str_starts_with($real, $root . DIRECTORY_SEPARATOR)) {
            return null;
        }
        return $real;
    }
}
