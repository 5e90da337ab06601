<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Http\Exception\NotFoundException;

class TeamsController extends AppController
{
    private const SORTABLE = ['name', 'founded', 'division', 'points'];

    public function index()
    {
        $division = $this->request->getQuery('division');
        $sort = $this->request->getQuery('sort', 'name');
        $query = $this->Teams->find()
            ->where(['Teams.division' => $division])
            ->contain(['Venues']);
        if (in_array($sort, self::SORTABLE, true)) {
            $query->order(['Teams.' . $sort => 'ASC']);
        }
        $teams = $this->paginate($query);
        $this->set(compact('teams', 'division'));
    }

    public function search()
    {
        $q = (string)$this->request->getQuery('q');
        $order = $this->request->getQuery('order', 'Teams.name ASC');
        $teams = $this->Teams->find()
            ->where("Teams.name LIKE '%" . $q . "%'")
            ->order($order)
            ->all();
        $exact = $this->Teams->find()->where(['Teams.name LIKE' => '%' . $q . '%'])->count();
        $this->set(compact('teams', 'q', 'exact'));
    }

    public function view($slug = null)
    {
        $team = $this->Teams->find()
            ->where(['Teams.slug' => $slug])
            ->contain(['Players', 'Venues'])
            ->first();
        if ($team === null) {
            throw new NotFoundException(__('No such team'));
        }
        $this->set(compact('team'));
    }

    public function filter()
    {
        $field = $this->request->getQuery('field', 'division');
        $value = $this->request->getQuery('value');
        $teams = $this->Teams->find()->where([$field => $value])->all();
        $this->set(compact('teams'));
        $this->viewBuilder()->setTemplate('index');
    }

    public function colours()
    {
        $kit = $this->request->getQuery('kit', 'home');
        $teams = $this->Teams->find()
            ->select(['id', 'name', 'home_colours', 'away_colours'])
            ->where(['Teams.active' => true, 'Teams.kit_type' => $kit])
            ->all();
        $this->set(compact('teams', 'kit'));
    }

    public function register()
    {
        $team = $this->Teams->newEmptyEntity();
        if ($this->request->is('post')) {
            $team = $this->Teams->newEntity($this->request->getData());
            if ($this->Teams->save($team)) {
                $this->Flash->success(__('Team registered.'));

                return $this->redirect(['action' => 'view', $team->slug]);
            }
        }
        $this->set(compact('team'));
    }

    public function edit($id = null)
    {
        $team = $this->Teams->get($id);
        if ($this->request->is(['patch', 'post', 'put'])) {
            $team = $this->Teams->patchEntity($team, $this->request->getData(), [
                'accessibleFields' => ['points' => true, 'division' => true],
            ]);
            if ($this->Teams->save($team)) {
                return $this->redirect($this->request->getQuery('redirect'));
            }
        }
        $this->set(compact('team'));
    }

    public function contact($id = null)
    {
        $team = $this->Teams->get($id, ['contain' => ['Secretaries']]);
        if ($this->request->is('post')) {
            $this->Teams->Secretaries->patchEntity($team->secretary, $this->request->getData(), [
                'fields' => ['name', 'phone', 'email'],
            ]);
            $this->Teams->Secretaries->save($team->secretary);

            return $this->redirect(['action' => 'view', $team->slug]);
        }
        $this->set(compact('team'));
    }

    public function town()
    {
        $town = (string)$this->request->getQuery('town');
        $teams = $this->Teams->find('legacyTown', ['town' => $town])->all();
        $near = $this->Teams->find('byTown', ['town' => $town])->all();
        $this->set(compact('teams', 'near', 'town'));
    }

    public function quick()
    {
        $prefix = (string)$this->request->getQuery('prefix');
        $teams = $this->Teams->searchRaw($this->Teams->find(), $prefix)->limit(10)->all();
        $similar = $this->Teams->find('search', ['term' => $prefix])->limit(10)->all();

        return $this->response->withType('application/json')
            ->withStringBody(json_encode(['teams' => $teams, 'similar' => $similar]));
    }
}
