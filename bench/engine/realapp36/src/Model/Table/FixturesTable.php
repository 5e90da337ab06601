<?php
declare(strict_types=1);

namespace App\Model\Table;

use Cake\ORM\Query;
use Cake\ORM\Table;

class FixturesTable extends Table
{
    public function initialize(array $config): void
    {
        parent::initialize($config);
        $this->setTable('fixtures');
        $this->belongsTo('HomeTeams', ['className' => 'Teams', 'foreignKey' => 'home_team_id']);
        $this->belongsTo('AwayTeams', ['className' => 'Teams', 'foreignKey' => 'away_team_id']);
        $this->belongsTo('Venues');
        $this->hasMany('MatchReports');
    }

    public function findUpcoming(Query $query, array $options): Query
    {
        return $query->where(['Fixtures.kickoff >' => new \DateTimeImmutable()])
            ->order(['Fixtures.kickoff' => 'ASC']);
    }

    public function findForCompetition(Query $query, array $options): Query
    {
        $competition = $options['competition'] ?? 'league';

        return $query->where(['Fixtures.competition IN' => (array)$competition]);
    }

    public function clashes(string $date): array
    {
        return $this->find()
            ->select(['venue_id', 'n' => 'COUNT(*)'])
            ->where(['DATE(Fixtures.kickoff)' => $date])
            ->group('venue_id')
            ->having(['n >' => 1])
            ->toArray();
    }
}
