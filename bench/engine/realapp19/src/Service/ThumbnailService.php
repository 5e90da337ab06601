<?php

namespace App\Service;

use Symfony\Component\Process\Process;

/**
 * Image work for the media library: ImageMagick and jpegoptim on the uploads volume.
 */
class ThumbnailService
{
    private const SIZES = ['small' => '320x240', 'medium' => '800x600', 'large' => '1600x1200'];

    public function __construct(private string $uploadDir)
    {
    }

    public function resize(string $fileName, string $size): string
    {
        $geometry = self::SIZES[$size] ?? self::SIZES['medium'];
        $source = $this->uploadDir . '/' . basename($fileName);
        $target = $this->uploadDir . '/thumbs/' . $size . '-' . basename($fileName);

        $process = new Process(['convert', $source, '-resize', $geometry, $target]);
        $process->mustRun();

        return $target;
    }

    public function watermark(string $fileName, string $caption): void
    {
        $source = $this->uploadDir . '/' . basename($fileName);
        $process = Process::fromShellCommandline('convert ' . $source . ' -gravity south -annotate +0+10 "' . $caption . '" ' . $source);
        $process->run();
    }

    public function stampCredit(string $fileName, string $credit): void
    {
        $source = $this->uploadDir . '/' . basename($fileName);
        $process = Process::fromShellCommandline('convert "$SRC" -gravity southeast -annotate +5+5 "$CREDIT" "$SRC"');
        $process->run(null, ['SRC' => $source, 'CREDIT' => $credit]);
    }

    public function dimensions(string $fileName): string
    {
        $path = $this->uploadDir . '/' . basename($fileName);

        return trim((string) shell_exec('identify -format %wx%h ' . escapeshellarg($path)));
    }

    public function optimise(string $fileName, string $quality): void
    {
        $path = $this->uploadDir . '/' . basename($fileName);
        shell_exec("jpegoptim --max=$quality --strip-all $path");
    }

    public function rotate(string $fileName, int $degrees): void
    {
        $path = escapeshellarg($this->uploadDir . '/' . basename($fileName));
        exec('mogrify -rotate ' . $degrees . ' ' . $path);
    }
}
