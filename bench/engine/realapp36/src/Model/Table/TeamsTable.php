<?php
declare(strict_types=1);

namespace App\Model\Table;

use Cake\ORM\Query;
use Cake\ORM\Table;
use Cake\Validation\Validator;

class TeamsTable extends Table
{
    public function initialize(array $config): void
    {
        parent::initialize($config);
        $this->setTable('teams');
        $this->setDisplayField('name');
        $this->addBehavior('Timestamp');
        $this->addBehavior('Searchable', ['fields' => ['name', 'town']]);
        $this->belongsTo('Venues');
        $this->hasMany('Players');
        $this->hasOne('Secretaries');
    }

    public function validationDefault(Validator $validator): Validator
    {
        return $validator
            ->notEmptyString('name')
            ->maxLength('name', 80)
            ->email('contact_email', false)
            ->inList('division', ['premier', 'one', 'two', 'vets']);
    }

    public function findByTown(Query $query, array $options): Query
    {
        return $query->where(['Teams.town' => $options['town']]);
    }

    public function findLegacyTown(Query $query, array $options): Query
    {
        return $query->where('Teams.town = \'' . $options['town'] . '\'');
    }

    public function topScorers(string $division, int $limit = 10): array
    {
        return $this->getConnection()->execute(
            'SELECT p.name, SUM(g.count) AS goals FROM goals g JOIN players p ON p.id = g.player_id '
            . 'JOIN teams t ON t.id = p.team_id WHERE t.division = :division GROUP BY p.id ORDER BY goals DESC LIMIT '
            . $limit,
            ['division' => $division]
        )->fetchAll('assoc');
    }
}
