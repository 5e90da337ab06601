<?php

namespace App\Services;

use App\Support\Shell;
use Symfony\Component\Process\Process;

class ReportExporter
{
    private string $tool;

    public function __construct()
    {
        $this->tool = config('app.report_tool');
    }

    public function toPdf(string $reportUrl, string $title): string
    {
        $out = storage_path('app/reports/' . md5($reportUrl . microtime()) . '.pdf');
        $cmd = $this->tool . ' --title "' . $title . '" ' . escapeshellarg($reportUrl) . ' ' . escapeshellarg($out);
        Shell::run($cmd);
        return $out;
    }

    public function toPdfSafe(string $reportUrl, string $title): string
    {
        $out = storage_path('app/reports/' . sha1($reportUrl . microtime()) . '.pdf');
        $process = new Process([$this->tool, '--title', $title, $reportUrl, $out]);
        $process->mustRun();
        return $out;
    }

    public function archive(string $month): string
    {
        $target = storage_path('app/archives/reports-' . $month . '.tar.gz');
        shell_exec('tar -czf ' . $target . ' ' . storage_path('app/reports'));
        return $target;
    }

    public function archiveChecked(string $month): string
    {
        if (!preg_match('/^\d{4}-\d{2}$/', $month)) {
            throw new \InvalidArgumentException('month');
        }
        $target = storage_path('app/archives/checked-' . $month . '.tar.gz');
        Shell::run('tar -czf ' . escapeshellarg($target) . ' ' . escapeshellarg(storage_path('app/reports')));
        return $target;
    }

    public function convertCsv(string $path, string $encoding): string
    {
        $process = Process::fromShellCommandline("iconv -f $encoding -t UTF-8 " . escapeshellarg($path));
        $process->run();
        return $process->getOutput();
    }
}
