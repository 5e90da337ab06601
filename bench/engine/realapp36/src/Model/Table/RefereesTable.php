<?php
declare(strict_types=1);

namespace App\Model\Table;

use Cake\ORM\Query;
use Cake\ORM\Table;

class RefereesTable extends Table
{
    public function initialize(array $config): void
    {
        parent::initialize($config);
        $this->setTable('referees');
        $this->hasMany('Appointments');
        $this->addBehavior('Searchable', ['fields' => ['name', 'county_fa']]);
    }

    public function inArea(?string $area): array
    {
        return $this->find('all', [
            'conditions' => ['Referees.area' => $area, 'Referees.active' => 1],
            'order' => ['Referees.name' => 'ASC'],
        ])->toArray();
    }

    public function inAreaLegacy(?string $area): array
    {
        return $this->find('all', [
            'conditions' => ["Referees.area = '{$area}'", 'Referees.active' => 1],
        ])->toArray();
    }
}
