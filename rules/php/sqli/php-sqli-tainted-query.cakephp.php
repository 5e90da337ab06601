<?php
namespace Allot\Model\Table;

use Cake\ORM\Table;

class PlotsTable extends Table
{
    public function byHolder(string $holder): array
    {
        // ruleid: php-sqli-tainted-query
        return $this->getConnection()->execute("SELECT * FROM plots WHERE holder = '" . $holder . "'")->fetchAll('assoc');
    }

    public function findByCode(\Cake\ORM\Query $query, array $options): \Cake\ORM\Query
    {
        // ruleid: php-sqli-tainted-query
        return $query->where("Plots.code = '" . $options['code'] . "'");
    }

    public function byHolderBound(string $holder): array
    {
        // ok: php-sqli-tainted-query
        return $this->getConnection()->execute('SELECT * FROM plots WHERE holder = :h', ['h' => $holder])->fetchAll('assoc');
    }
}

namespace Allot\Controller\Component;

use Cake\Controller\Component;
use Cake\Datasource\ConnectionManager;

class RotaComponent extends Component
{
    public function forDay(string $day): array
    {
        // ruleid: php-sqli-tainted-query
        return ConnectionManager::get('default')->query("SELECT * FROM rota WHERE day = '$day'")->fetchAll();
    }
}

namespace Allot\Controller;

use Cake\Controller\Controller;

// CakePHP: request getters and every public action's parameters are input; `$this->Plots` is the
// application's PlotsTable, `$this->Rota` its RotaComponent.
class PlotsController extends Controller
{
    public function search()
    {
        $q = $this->request->getQuery('q');
        $sort = $this->request->getQuery('sort');
        // ruleid: php-sqli-tainted-query
        $a = $this->Plots->find()->where("Plots.name LIKE '%" . $q . "%'")->all();
        // ok: php-sqli-tainted-query
        $b = $this->Plots->find()->where(['Plots.name LIKE' => '%' . $q . '%'])->all();
        // ruleid: php-sqli-tainted-query
        $c = $this->Plots->find()->order($sort)->all();
        // ok: php-sqli-tainted-query
        $d = $this->Plots->find()->order(['Plots.' . (in_array($sort, ['name', 'size'], true) ? $sort : 'name') => 'ASC'])->all();
        // ruleid: php-sqli-tainted-query
        $e = $this->Plots->byHolder((string)$q);
        $f = $this->Plots->byHolderBound((string)$q);
        // ruleid: php-sqli-tainted-query
        $g = $this->Rota->forDay((string)$this->request->getData('day'));
        $h = $this->Plots->find('byCode', ['code' => $q])->first();
        $this->set(compact('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'));
    }

    public function view($id = null, int $year = 2024)
    {
        $conn = $this->Plots->getConnection();
        // ruleid: php-sqli-tainted-query
        $a = $conn->execute('SELECT * FROM plots WHERE id = ' . $id)->fetch('assoc');
        // ok: php-sqli-tainted-query
        $b = $conn->execute('SELECT * FROM harvests WHERE year = ' . $year)->fetchAll('assoc');
        // ok: php-sqli-tainted-query
        $c = $this->Plots->get($id);
        $this->set(compact('a', 'b', 'c'));
    }

    protected function _sorted(string $column): array
    {
        // ok: php-sqli-tainted-query
        return $this->Plots->find()->order($column)->toArray();
    }
}
