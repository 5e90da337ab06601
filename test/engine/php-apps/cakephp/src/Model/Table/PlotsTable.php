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
