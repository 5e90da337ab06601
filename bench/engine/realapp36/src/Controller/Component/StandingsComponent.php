<?php
declare(strict_types=1);

namespace App\Controller\Component;

use Cake\Controller\Component;
use Cake\Datasource\ConnectionManager;

class StandingsComponent extends Component
{
    private const ORDERINGS = [
        'points' => 'points DESC, goal_difference DESC',
        'goals' => 'goals_for DESC',
        'name' => 'team_name ASC',
    ];

    public function build(string $division, string $sort): array
    {
        $conn = ConnectionManager::get('default');
        $orderBy = self::ORDERINGS[$sort] ?? self::ORDERINGS['points'];

        return $conn->execute(
            'SELECT * FROM standings WHERE division = ? ORDER BY ' . $orderBy,
            [$division]
        )->fetchAll('assoc');
    }

    public function forTeam(string $teamName, string $season): array
    {
        $conn = ConnectionManager::get('default');

        return $conn->execute(
            "SELECT * FROM standings WHERE team_name = '" . $teamName . "' AND season = " . (int)$season
        )->fetchAll('assoc');
    }

    public function badgeUrl(string $teamSlug): string
    {
        return '/img/badges/' . rawurlencode($teamSlug) . '.png';
    }
}
