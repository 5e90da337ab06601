<?php
class Exporter {
    public function zip(string $folder): string {
        $out = '/tmp/export-' . time() . '.zip';
        exec('zip -r ' . escapeshellarg($out) . ' ' . escapeshellarg($folder));
        return $out;
    }
}
$e = new Exporter();
readfile($e->zip('/var/app/reports'));
