<?php

namespace App\Support;

use Illuminate\Support\Facades\Log;

class Shell
{
    public static function run(string $command): string
    {
        Log::debug('shell', ['cmd' => $command]);
        $output = [];
        exec($command . ' 2>&1', $output, $code);
        if ($code !== 0) {
            throw new \RuntimeException('Command failed: ' . implode("\n", $output));
        }
        return implode("\n", $output);
    }
}
