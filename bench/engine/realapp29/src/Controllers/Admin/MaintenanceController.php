<?php

declare(strict_types=1);

namespace App\Controllers\Admin;

use App\Core\Controller;
use App\Core\Response;

final class MaintenanceController extends Controller
{
    private const MOUNTS = ['/', '/srv/tuneroom', '/var/backups'];

    public function backup(): Response
    {
        $this->requireAdmin();
        $label = $this->request->string('label', 'nightly');
        $output = shell_exec('/usr/local/bin/tuneroom-backup --label ' . $label . ' 2>&1');
        $archive = shell_exec('ls -t /var/backups/tuneroom | head -n 1');
        return Response::text((string) $output . "\nlatest: " . (string) $archive);
    }

    public function compress(): Response
    {
        $this->requireAdmin();
        $archive = $this->request->string('archive');
        system('gzip -9 /var/backups/tuneroom/' . $archive, $status);
        return Response::text('gzip exit ' . $status);
    }

    public function disk(): Response
    {
        $this->requireAdmin();
        $mount = (string) $this->request->query('mount', '/');
        if (!in_array($mount, self::MOUNTS, true)) {
            $mount = '/';
        }
        exec('df -h ' . escapeshellarg($mount), $lines);
        return Response::text(implode("\n", $lines));
    }

    public function logs(): Response
    {
        $this->requireAdmin();
        $lines = min(500, max(10, $this->request->int('lines', 100)));
        $output = shell_exec('tail -n ' . $lines . ' /var/log/tuneroom/app.log');
        return Response::text((string) $output);
    }

    public function ping(): Response
    {
        $this->requireAdmin();
        $host = (string) $this->request->query('host', 'db.internal');
        exec("ping -c 2 -W 1 $host", $lines, $status);
        return Response::text(implode("\n", $lines) . "\nexit " . $status);
    }
}
