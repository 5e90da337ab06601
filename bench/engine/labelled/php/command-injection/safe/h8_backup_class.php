<?php
class BackupRunner
{
    private const DIRS = ['uploads' => '/var/www/uploads', 'logs' => '/var/log/app'];
    private $dir;

    public function __construct($key)
    {
        $this->dir = self::DIRS[$key] ?? self::DIRS['uploads'];
    }

    public function run()
    {
        passthru('tar czf /tmp/backup.tgz ' . $this->dir);
    }
}

$runner = new BackupRunner($_REQUEST['dir']);
$runner->run();
