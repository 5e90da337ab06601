<?php

namespace App\Console\Commands;

use App\Services\WeatherService;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;

class ArchiveBookings extends Command
{
    protected $signature = 'bookings:archive {--before=} {--forecast-endpoint=}';

    protected $description = 'Move finished bookings into the archive table and tarball their documents';

    public function handle(WeatherService $weather): int
    {
        $before = $this->option('before') ?: now()->subYear()->toDateString();

        DB::insert('INSERT INTO bookings_archive SELECT * FROM bookings WHERE starts_at < ?', [$before]);
        DB::delete("DELETE FROM bookings WHERE starts_at < '" . $before . "'");

        $dir = storage_path('app/documents/invoices');
        system('tar czf ' . storage_path('app/archive/invoices-' . $before . '.tgz') . ' ' . $dir);
        passthru('du -sh ' . escapeshellarg($dir));

        if ($endpoint = $this->option('forecast-endpoint')) {
            $this->line(json_encode($weather->forecastFrom($endpoint, 'portsmouth')));
        }

        return self::SUCCESS;
    }
}
