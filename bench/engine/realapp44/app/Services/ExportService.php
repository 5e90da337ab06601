<?php

namespace App\Services;

use Illuminate\Support\Facades\DB;
use Symfony\Component\Process\Process;

class ExportService
{
    public function bookingsExport(string $format, string $filename): string
    {
        $csv = storage_path('app/exports/bookings.csv');
        $handle = fopen($csv, 'w');
        foreach (DB::table('bookings')->cursor() as $row) {
            fputcsv($handle, (array) $row);
        }
        fclose($handle);

        $target = storage_path('app/exports/' . $filename . '.' . $format);
        exec('ssconvert ' . $csv . ' ' . $target);

        return $target;
    }

    public function compress(string $path): void
    {
        $process = new Process(['gzip', '-k', $path]);
        $process->run();
    }

    public function compressWithLevel(string $path, string $level): void
    {
        $process = Process::fromShellCommandline('gzip -' . $level . ' ' . escapeshellarg($path));
        $process->run();
    }
}
