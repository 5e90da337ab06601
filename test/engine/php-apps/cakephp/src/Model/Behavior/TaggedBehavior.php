<?php
declare(strict_types=1);

namespace Allot\Model\Behavior;

use Cake\ORM\Behavior;
use Cake\ORM\Query;

class TaggedBehavior extends Behavior
{
    public function tagged(Query $query, string $tag): Query
    {
        return $query->where("Plots.tags LIKE '%" . $tag . "%'"); // expect: php-sqli-tainted-query
    }

    public function findTag(Query $query, array $options): Query
    {
        return $query->where(['Plots.tags LIKE' => '%' . $options['tag'] . '%']);
    }
}
