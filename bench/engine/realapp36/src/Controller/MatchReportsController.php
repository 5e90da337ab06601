<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Core\Configure;
use Cake\Utility\Xml;

class MatchReportsController extends AppController
{
    public function view($id = null)
    {
        $report = $this->MatchReports->get($id, ['contain' => ['Fixtures', 'Referees']]);
        $highlight = $this->request->getQuery('highlight');
        $this->set(compact('report', 'highlight'));
    }

    public function misconduct()
    {
        $player = (string)$this->request->getQuery('player');
        $exact = $this->MatchReports->misconductFor($player);
        $partial = $this->MatchReports->misconductLike($player);
        $this->set(compact('exact', 'partial', 'player'));
    }

    public function submit()
    {
        $this->request->allowMethod(['post']);
        $report = $this->MatchReports->newEntity($this->request->getData(), [
            'fields' => ['fixture_id', 'home_score', 'away_score', 'body', 'cautions', 'dismissals'],
        ]);
        $report->referee_id = $this->Authentication->getIdentity()->getIdentifier();
        $this->MatchReports->save($report);

        return $this->redirect(['action' => 'view', $report->id]);
    }

    public function importXml()
    {
        $this->request->allowMethod(['post']);
        $upload = $this->request->getData('report_file');
        $xml = Xml::build((string)$upload->getStream());
        $scores = Xml::toArray($xml);
        $this->set(compact('scores'));
    }

    public function importFeed()
    {
        $this->request->allowMethod(['post']);
        $payload = (string)$this->request->getBody();
        $doc = Xml::build($payload, ['loadEntities' => true, 'readFile' => false]);
        $this->set('scores', Xml::toArray($doc));
    }

    public function importLegacy()
    {
        $this->request->allowMethod(['post']);
        $payload = (string)$this->request->getBody();
        $doc = simplexml_load_string($payload, 'SimpleXMLElement', LIBXML_NOENT | LIBXML_DTDLOAD);
        $safeDoc = simplexml_load_string($payload, 'SimpleXMLElement', LIBXML_NONET);
        $this->set(compact('doc', 'safeDoc'));
    }

    public function restoreDraft()
    {
        $draft = $this->request->getCookie('report_draft');
        $data = $draft ? unserialize(base64_decode($draft)) : [];
        $prefs = json_decode((string)$this->request->getCookie('report_prefs'), true) ?: [];
        $this->set(compact('data', 'prefs'));
    }

    public function restoreCached()
    {
        $blob = $this->request->getData('snapshot', '');
        $snapshot = unserialize($blob, ['allowed_classes' => false]);
        $this->set(compact('snapshot'));
    }
}
