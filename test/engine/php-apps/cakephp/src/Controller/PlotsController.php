<?php
declare(strict_types=1);

namespace Allot\Controller;

use Cake\Core\Configure;
use Cake\Http\Client;

class PlotsController extends AppController
{
    public function search()
    {
        $q = (string)$this->request->getQuery('q');
        $query = $this->Plots->find();
        $query->where(["Plots.holder LIKE '%" . $q . "%'"]); // expect: php-sqli-tainted-query
        $query->andWhere(['OR' => ['Plots.name LIKE' => '%' . $q . '%', 'Plots.notes LIKE' => '%' . $q . '%']]);
        $plots = $query->all();
        $vacant = $this->Plots->bySite($q); // expect: php-sqli-tainted-query
        $bound = $this->Plots->bySiteBound($q);
        $this->set(compact('plots', 'q', 'vacant', 'bound'));
        $this->set('hint', $this->request->getQuery('hint'));
    }

    public function sheet($id = null)
    {
        $plot = $this->Plots->get($id);
        $note = (string)$this->request->getQuery('note');
        if ($this->request->getQuery('format') === 'json') {
            return $this->response->withType('application/json')->withStringBody(json_encode(['note' => $note]));
        }

        return $this->response->withStringBody('<p>' . $note . '</p>'); // expect: php-xss
    }

    public function leave()
    {
        $this->request->getSession()->write('Plot.chosen', $this->request->getData('plot')); // expect: php-trust-boundary-session
        $this->request->getSession()->write('Plot.count', (int)$this->request->getData('count'));
        $back = $this->request->getQuery('back');
        if ($back === '/plots') {
            return $this->redirect($back);
        }

        return $this->redirect($this->request->getQuery('next')); // expect: php-open-redirect
    }

    public function codes()
    {
        $code = (string)$this->request->getQuery('code');
        $a = $this->Plots->find('byCode', ['code' => $code])->first();
        $b = $this->Plots->find('vacant', ['site' => $code])->all();
        $c = $this->Plots->tagged($this->Plots->find(), $code)->all(); // expect: php-sqli-tainted-query
        $d = $this->Plots->find('tag', ['tag' => $code])->all();
        $this->set(compact('a', 'b', 'c', 'd'));
    }

    public function index()
    {
        return $this->redirect(['action' => 'search', '?' => ['q' => $this->request->getQuery('q')]]);
    }

    public function close($id = null)
    {
        $back = $this->request->getQuery('back');
        if ($this->request->getQuery('plain')) {
            return $this->redirect(['action' => 'sheet', $id]);
        }

        return $this->redirect($back ?: ['action' => 'index']); // expect: php-open-redirect
    }

    public function map($name = null)
    {
        $base = Configure::read('Maps.path');
        if ($this->request->getQuery('safe')) {
            return $this->response->withFile($base . basename((string)$name));
        }

        return $this->response->withFile($base . $name); // expect: php-path-traversal
    }

    public function soil()
    {
        $http = new Client();
        $a = $http->get($this->request->getData('lab_url')); // expect: php-ssrf
        $b = $http->get('https://soil.example/api/tests', ['plot' => $this->request->getData('plot')]);
        $lab = new Client(['host' => 'soil.example', 'scheme' => 'https']);
        $c = $lab->get('/tests/' . rawurlencode((string)$this->request->getData('plot')));
        $this->set(compact('a', 'b', 'c'));
    }
}
