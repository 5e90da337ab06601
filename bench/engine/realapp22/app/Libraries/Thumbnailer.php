<?php

namespace App\Libraries;

/**
 * Makes the small plot photos shown on the plot page.
 */
class Thumbnailer
{
    public function square(string $source, string $target): bool
    {
        $process = proc_open(['convert', $source, '-thumbnail', '240x240^', '-gravity', 'center', '-extent', '240x240', $target], [], $pipes);

        return is_resource($process) && proc_close($process) === 0;
    }

    public function resize(string $source, string $target, string $size): bool
    {
        exec("convert {$source} -resize {$size} {$target}", $output, $code);

        return $code === 0;
    }

    public function rotate(string $path, int $degrees): bool
    {
        exec('mogrify -rotate ' . $degrees . ' ' . escapeshellarg($path), $output, $code);

        return $code === 0;
    }
}
