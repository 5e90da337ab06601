<?php
class Exporter {
    public function zip(string $folder): string {
        $out = '/tmp/export-' . time() . '.zip';
        exec('zip -r ' . $out . ' ' . $folder);
        return $out;
    }
}
$e = new Exporter();
readfile($e->zip($_POST['folder']));
