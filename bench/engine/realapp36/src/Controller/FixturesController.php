<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Datasource\ConnectionManager;
use Cake\I18n\FrozenDate;

class FixturesController extends AppController
{
    public function initialize(): void
    {
        parent::initialize();
        $this->loadComponent('Standings');
    }

    public function index()
    {
        $from = $this->request->getQuery('from');
        $team = $this->request->getQuery('team');
        $query = $this->Fixtures->find('upcoming')
            ->contain(['HomeTeams', 'AwayTeams', 'Venues']);
        if ($from) {
            $query->where(['Fixtures.kickoff >=' => FrozenDate::parse($from)]);
        }
        if ($team) {
            $query->where(['OR' => ['Fixtures.home_team_id' => $team, 'Fixtures.away_team_id' => $team]]);
        }
        $this->set('fixtures', $this->paginate($query));
    }

    public function round($round)
    {
        $conn = ConnectionManager::get('default');
        $rows = $conn->execute(
            'SELECT f.*, h.name AS home, a.name AS away FROM fixtures f '
            . 'JOIN teams h ON h.id = f.home_team_id JOIN teams a ON a.id = f.away_team_id '
            . 'WHERE f.round = ' . $round . ' ORDER BY f.kickoff'
        )->fetchAll('assoc');
        $this->set(compact('rows', 'round'));
    }

    public function venue($venue)
    {
        $conn = ConnectionManager::get('default');
        $rows = $conn->execute(
            "SELECT * FROM fixtures WHERE venue_code = '" . $venue . "' AND kickoff > NOW()"
        )->fetchAll('assoc');
        $bound = $conn->execute(
            'SELECT COUNT(*) AS n FROM fixtures WHERE venue_code = :code',
            ['code' => $venue],
            ['code' => 'string']
        )->fetch('assoc');
        $this->set(compact('rows', 'venue', 'bound'));
    }

    public function between()
    {
        $start = $this->request->getQuery('start');
        $end = $this->request->getQuery('end');
        $fixtures = $this->Fixtures->find()
            ->where(function ($exp) use ($start, $end) {
                return $exp->between('Fixtures.kickoff', $start, $end, 'date');
            })
            ->all();
        $raw = $this->Fixtures->find()
            ->where(["Fixtures.kickoff BETWEEN '$start' AND '$end'"])
            ->count();
        $this->set(compact('fixtures', 'raw'));
    }

    public function table()
    {
        $division = $this->request->getQuery('division', 'premier');
        $sort = $this->request->getQuery('sort', 'points');
        $rows = $this->Standings->build($division, $sort);
        $this->set(compact('rows', 'division'));
    }

    public function postpone($id = null)
    {
        $this->request->allowMethod(['post']);
        $reason = $this->request->getData('reason');
        $conn = $this->Fixtures->getConnection();
        $conn->query("UPDATE fixtures SET status = 'postponed', note = '" . $reason . "' WHERE id = " . (int)$id);
        $conn->update('fixtures', ['status' => 'postponed', 'note' => $reason], ['id' => (int)$id]);
        $this->Flash->success(__('Fixture postponed.'));

        return $this->redirect($this->referer(['action' => 'index'], true));
    }

    public function sheet($id = null)
    {
        $fixture = $this->Fixtures->get($id, ['contain' => ['HomeTeams', 'AwayTeams']]);
        $format = $this->request->getQuery('format', 'html');
        if ($format === 'json') {
            return $this->response->withType('application/json')
                ->withStringBody(json_encode(['fixture' => $fixture, 'format' => $format]));
        }
        $note = $this->request->getQuery('note', '');

        return $this->response->withType('text/html')
            ->withStringBody('<h2>Team sheet</h2><p class="note">' . $note . '</p>');
    }

    public function printable($id = null)
    {
        $fixture = $this->Fixtures->get($id);
        $title = $this->request->getQuery('title', 'Match programme');

        return $this->response->withType('text/html')
            ->withStringBody('<h1>' . h($title) . '</h1><p>' . h($fixture->summary) . '</p>');
    }
}
