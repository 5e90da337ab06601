<?php
declare(strict_types=1);

namespace App\Model\Table;

use Cake\ORM\Table;

class MatchReportsTable extends Table
{
    public function initialize(array $config): void
    {
        parent::initialize($config);
        $this->setTable('match_reports');
        $this->belongsTo('Fixtures');
        $this->belongsTo('Referees');
        $this->addBehavior('Timestamp');
    }

    public function misconductFor(string $playerName): array
    {
        $conn = $this->getConnection();
        $stmt = $conn->prepare('SELECT * FROM misconduct WHERE player_name = :name ORDER BY created DESC');
        $stmt->bindValue('name', $playerName, 'string');
        $stmt->execute();

        return $stmt->fetchAll('assoc');
    }

    public function misconductLike(string $playerName): array
    {
        return $this->getConnection()
            ->execute("SELECT * FROM misconduct WHERE player_name LIKE '%" . $playerName . "%'")
            ->fetchAll('assoc');
    }
}
