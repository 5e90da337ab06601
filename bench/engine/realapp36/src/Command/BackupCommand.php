<?php
declare(strict_types=1);

namespace App\Command;

use Cake\Command\Command;
use Cake\Console\Arguments;
use Cake\Console\ConsoleIo;
use Cake\Console\ConsoleOptionParser;
use Cake\Core\Configure;
use Cake\Datasource\ConnectionManager;

class BackupCommand extends Command
{
    private const TABLES = ['teams', 'fixtures', 'referees', 'match_reports', 'users'];

    public function buildOptionParser(ConsoleOptionParser $parser): ConsoleOptionParser
    {
        return $parser
            ->addArgument('table', ['help' => 'Table to dump', 'required' => true, 'choices' => self::TABLES])
            ->addOption('target', ['default' => TMP . 'backups']);
    }

    public function execute(Arguments $args, ConsoleIo $io): ?int
    {
        $table = $args->getArgument('table');
        $target = (string)$args->getOption('target');
        $config = ConnectionManager::get('default')->config();
        $file = $target . DS . $table . '-' . date('Ymd-His') . '.sql.gz';
        $cmd = sprintf(
            'mysqldump --single-transaction -h %s -u %s %s %s | gzip > %s',
            escapeshellarg($config['host']),
            escapeshellarg($config['username']),
            escapeshellarg($config['database']),
            escapeshellarg($table),
            escapeshellarg($file)
        );
        exec($cmd, $out, $code);
        if ($code !== 0) {
            $io->error('Backup failed for ' . $table);

            return static::CODE_ERROR;
        }
        $io->success('Wrote ' . $file);
        $size = shell_exec('du -h ' . escapeshellarg($file));
        $io->out((string)$size);

        return static::CODE_SUCCESS;
    }
}
