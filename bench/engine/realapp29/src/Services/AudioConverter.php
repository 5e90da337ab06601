<?php

declare(strict_types=1);

namespace App\Services;

/** Converts practice recordings attached to scores with ffmpeg. */
final class AudioConverter
{
    private const BITRATES = ['96k', '128k', '192k'];

    public function __construct(private string $dir)
    {
    }

    public function toMp3(string $source, string $bitrate): string
    {
        $target = $this->dir . '/' . pathinfo($source, PATHINFO_FILENAME) . '.mp3';
        $command = sprintf('ffmpeg -y -i %s -b:a %s %s 2>&1', escapeshellarg($source), $bitrate, escapeshellarg($target));
        exec($command, $output, $status);
        return $status === 0 ? $target : '';
    }

    public function toOgg(string $source, string $quality): string
    {
        $quality = in_array($quality, self::BITRATES, true) ? $quality : '128k';
        $target = $this->dir . '/' . pathinfo($source, PATHINFO_FILENAME) . '.ogg';
        exec('ffmpeg -y -i ' . escapeshellarg($source) . ' -b:a ' . $quality . ' ' . escapeshellarg($target), $output, $status);
        return $status === 0 ? $target : '';
    }
}
