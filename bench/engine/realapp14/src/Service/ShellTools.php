<?php

declare(strict_types=1);

namespace Rentwise\Service;

final class ShellTools
{
    public function __construct(private string $storageDir)
    {
    }

    public function ping(string $host): string
    {
        return (string) shell_exec('ping -c 2 -W 1 ' . $host . ' 2>&1');
    }

    public function lookup(string $host): string
    {
        exec('nslookup ' . escapeshellarg($host), $lines, $code);
        return implode("\n", $lines);
    }

    public function pdfText(string $name): string
    {
        $path = $this->storageDir . '/' . $name;
        return (string) shell_exec("pdftotext -layout $path -");
    }

    public function thumbnail(string $stored, int $width): void
    {
        $src = $this->storageDir . '/' . $stored;
        $dst = $this->storageDir . '/thumbs/' . $stored . '.png';
        exec('convert ' . escapeshellarg($src) . '[0] -thumbnail ' . $width . 'x ' . escapeshellarg($dst));
    }

    public function diskUsage(): string
    {
        return (string) shell_exec('du -sh ' . escapeshellarg($this->storageDir));
    }

    public function archive(string $label): void
    {
        system('tar czf /var/backups/rentwise-' . $label . '.tgz ' . $this->storageDir);
    }
}
