<?php
declare(strict_types=1);

namespace Allot\Model\Table;

use Cake\ORM\Table;

class PlotsTable extends Table
{
    public function initialize(array $config): void
    {
        parent::initialize($config);
        $this->setTable('plots');
        $this->addBehavior('Tagged');
    }

    public function findByCode(\Cake\ORM\Query $query, array $options): \Cake\ORM\Query
    {
        return $query->where("Plots.code = '" . $options['code'] . "'"); // expect: php-sqli-tainted-query
    }

    public function findVacant(\Cake\ORM\Query $query, array $options): \Cake\ORM\Query
    {
        return $query->where(['Plots.vacant' => 1, 'Plots.site' => $options['site']]);
    }

    public function bySite(string $site): array
    {
        return $this->find('all', ['conditions' => ["Plots.site = '" . $site . "'", 'Plots.vacant' => 1]])->toArray(); // expect: php-sqli-tainted-query
    }

    public function bySiteBound(string $site): array
    {
        return $this->find('all', ['conditions' => ['Plots.site' => $site, 'Plots.vacant' => 1]])->toArray();
    }
}
