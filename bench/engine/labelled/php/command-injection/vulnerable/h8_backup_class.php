<?php
class BackupRunner
{
    private $dir;

    public function __construct($dir)
    {
        $this->dir = $dir;
    }

    public function run()
    {
        passthru('tar czf /tmp/backup.tgz ' . $this->dir);
    }
}

$runner = new BackupRunner($_REQUEST['dir']);
$runner->run();
