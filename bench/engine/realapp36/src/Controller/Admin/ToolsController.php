<?php
declare(strict_types=1);

namespace App\Controller\Admin;

use App\Controller\AppController;
use App\Service\FeedImporter;
use Cake\Http\Client;
use Cake\Utility\Security;

class ToolsController extends AppController
{
    private const FEED_HOSTS = ['fulltime.thefa.example', 'results.countyfa.example'];

    public function index()
    {
        $this->set('disk', disk_free_space(ROOT));
    }

    public function ping()
    {
        $host = $this->request->getQuery('host', 'localhost');
        $output = shell_exec('ping -c 2 ' . $host);
        $checked = shell_exec('ping -c 2 ' . escapeshellarg($host));
        $this->set(compact('output', 'checked'));
    }

    public function logs()
    {
        $lines = (int)$this->request->getQuery('lines', 100);
        $file = $this->request->getQuery('file', 'error');
        $tail = [];
        exec('tail -n ' . $lines . ' ' . LOGS . $file . '.log', $tail);
        $known = in_array($file, ['error', 'debug', 'queue'], true) ? $file : 'error';
        exec('tail -n ' . $lines . ' ' . escapeshellarg(LOGS . $known . '.log'), $tail);
        $this->set(compact('tail'));
    }

    public function pointsFormula()
    {
        $expr = (string)$this->request->getData('formula', 'w * 3 + d');
        $w = (int)$this->request->getData('won');
        $d = (int)$this->request->getData('drawn');
        $points = eval('return ' . str_replace(['w', 'd'], ['$w', '$d'], $expr) . ';');
        $scheme = $this->request->getData('scheme', 'standard');
        $fixed = match ($scheme) {
            'standard' => $w * 3 + $d,
            'old' => $w * 2 + $d,
            default => 0,
        };
        $this->set(compact('points', 'fixed'));
    }

    public function fetchFeed()
    {
        $url = $this->request->getData('feed_url');
        $http = new Client(['timeout' => 10]);
        $response = $http->get($url);
        $host = parse_url((string)$url, PHP_URL_HOST);
        if (in_array($host, self::FEED_HOSTS, true)) {
            $checked = $http->get((string)$url);
            $this->set('checked', $checked->getStringBody());
        }
        $this->set('body', $response->getStringBody());
    }

    public function importFeed()
    {
        $importer = new FeedImporter();
        $rows = $importer->import($this->request->getData('source'), (string)$this->request->getData('division'));
        $this->set(compact('rows'));
    }

    public function refereePortal()
    {
        $this->request->allowMethod(['post']);
        $password = (string)$this->request->getData('password');
        $this->fetchTable('Referees')->updateAll(
            ['portal_password' => Security::hash($password, 'sha1', true)],
            ['id' => (int)$this->request->getData('referee_id')]
        );
        $this->fetchTable('Users')->updateAll(
            ['portal_password' => password_hash($password, PASSWORD_DEFAULT)],
            ['id' => (int)$this->request->getData('user_id')]
        );

        return $this->redirect(['action' => 'index']);
    }

    public function raw()
    {
        $this->request->allowMethod(['post']);
        $table = $this->request->getData('table');
        $conn = $this->fetchTable('Teams')->getConnection();
        $count = $conn->execute('SELECT COUNT(*) AS n FROM ' . $table)->fetch('assoc');
        $known = ['teams', 'fixtures', 'referees', 'match_reports'];
        $safeTable = in_array($table, $known, true) ? $table : 'teams';
        $safeCount = $conn->execute('SELECT COUNT(*) AS n FROM ' . $safeTable)->fetch('assoc');
        $this->set(compact('count', 'safeCount'));
    }
}
