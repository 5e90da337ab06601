<?php
declare(strict_types=1);

namespace App\Model\Behavior;

use Cake\ORM\Behavior;
use Cake\ORM\Query;

class SearchableBehavior extends Behavior
{
    protected $_defaultConfig = [
        'fields' => ['name'],
    ];

    public function findSearch(Query $query, array $options): Query
    {
        $term = trim((string)($options['term'] ?? ''));
        if ($term === '') {
            return $query;
        }
        $or = [];
        foreach ($this->getConfig('fields') as $field) {
            $or[$this->_table->aliasField($field) . ' LIKE'] = '%' . $term . '%';
        }

        return $query->where(['OR' => $or]);
    }

    public function searchRaw(Query $query, string $term): Query
    {
        $field = $this->getConfig('fields')[0];

        return $query->where($this->_table->aliasField($field) . " LIKE '" . $term . "%'");
    }
}
