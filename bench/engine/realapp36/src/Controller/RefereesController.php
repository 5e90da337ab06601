<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Utility\Security;

class RefereesController extends AppController
{
    public function initialize(): void
    {
        parent::initialize();
        $this->loadComponent('Standings');
    }

    public function index()
    {
        $grade = $this->request->getQuery('grade');
        $referees = $this->Referees->find('search', ['term' => $this->request->getQuery('q')])
            ->where(['Referees.grade' => $grade]);
        $this->set('referees', $this->paginate($referees));
    }

    public function profile($id = null)
    {
        $referee = $this->Referees->get($id, ['contain' => ['Appointments.Fixtures']]);
        $tab = $this->request->getQuery('tab', 'appointments');
        $message = $this->request->getQuery('message');
        $this->set(compact('referee', 'tab', 'message'));
    }

    public function apply()
    {
        $referee = $this->Referees->newEmptyEntity();
        if ($this->request->is('post')) {
            $referee = $this->Referees->newEntity($this->request->getData());
            $referee->api_token = Security::randomString(40);
            if ($this->Referees->save($referee)) {
                return $this->redirect(['action' => 'profile', $referee->id]);
            }
        }
        $this->set(compact('referee'));
    }

    public function availability($id = null)
    {
        $referee = $this->Referees->get($id);
        if ($this->request->is(['post', 'put'])) {
            $referee = $this->Referees->patchEntity($referee, $this->request->getData(), [
                'fieldList' => ['available_from', 'available_to', 'max_travel_km'],
            ]);
            $this->Referees->save($referee);
        }

        return $this->redirect(['action' => 'profile', $id]);
    }

    public function byArea()
    {
        $area = $this->request->getQuery('area');
        $rows = $this->Referees->inArea($area);
        $legacy = $this->Referees->inAreaLegacy($area);
        $this->set(compact('rows', 'legacy', 'area'));
    }

    public function teamHistory($id = null)
    {
        $team = $this->request->getQuery('team', '');
        $history = $this->Standings->forTeam($team, (string)$this->season());
        $this->set(compact('history'));
    }
}
