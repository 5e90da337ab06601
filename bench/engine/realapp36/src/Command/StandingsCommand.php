<?php
declare(strict_types=1);

namespace App\Command;

use Cake\Command\Command;
use Cake\Console\Arguments;
use Cake\Console\ConsoleIo;
use Cake\Datasource\ConnectionManager;

class StandingsCommand extends Command
{
    public function execute(Arguments $args, ConsoleIo $io): ?int
    {
        $season = (int)($args->getArgument('season') ?? date('Y'));
        $conn = ConnectionManager::get('default');
        $conn->execute('DELETE FROM standings WHERE season = ?', [$season]);
        $conn->execute(
            'INSERT INTO standings (team_name, division, season, points) '
            . 'SELECT t.name, t.division, ?, SUM(r.points) FROM results r JOIN teams t ON t.id = r.team_id '
            . 'WHERE r.season = ? GROUP BY t.id',
            [$season, $season]
        );
        $io->success('Standings rebuilt for ' . $season);

        return static::CODE_SUCCESS;
    }
}
