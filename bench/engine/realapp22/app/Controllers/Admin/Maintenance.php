<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;

/**
 * The committee's maintenance page: backups, connectivity checks and the log viewer.
 */
class Maintenance extends BaseController
{
    public function index()
    {
        $usage = shell_exec('du -sh ' . escapeshellarg(WRITEPATH . 'uploads'));

        return $this->render('pages/about', ['title' => 'Maintenance', 'usage' => $usage]);
    }

    public function backup()
    {
        $table = (string) $this->request->getPost('table');
        $file  = WRITEPATH . 'backups/' . date('Ymd') . '-' . preg_replace('/[^a-z_]/', '', $table) . '.sql';

        exec('mysqldump --single-transaction plotkeeper ' . $table . ' > ' . $file, $output, $code);
        exec('gzip -f ' . escapeshellarg($file));

        return redirect()->back()->with('notice', $code === 0 ? 'Backup written.' : 'Backup failed.');
    }

    public function ping()
    {
        $host   = $this->request->getPost('host');
        $output = shell_exec('ping -c 2 -W 2 ' . $host);

        return $this->response->setContentType('text/plain')->setBody((string) $output);
    }

    public function logs()
    {
        $lines  = (int) ($this->request->getGet('lines') ?? 100);
        $output = shell_exec('tail -n ' . $lines . ' ' . WRITEPATH . 'logs/log-' . date('Y-m-d') . '.log');

        return $this->response->setContentType('text/plain')->setBody((string) $output);
    }

    public function grep()
    {
        $pattern = (string) $this->request->getPost('pattern');
        exec('grep -rn ' . escapeshellarg($pattern) . ' ' . escapeshellarg(WRITEPATH . 'logs'), $matches);

        $site = $this->request->getPost('site');
        system("du -sh /srv/plotkeeper/photos/$site");

        return $this->response->setContentType('text/plain')->setBody(implode("\n", $matches));
    }
}
