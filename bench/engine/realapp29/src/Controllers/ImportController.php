<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Services\HttpFetcher;
use App\Services\Preferences;
use App\Services\XmlImporter;

final class ImportController extends Controller
{
    public function lessons(): Response
    {
        $this->requireAdmin();
        $rows = (new XmlImporter())->timetable($this->request->body());
        return $this->json(['imported' => count($rows), 'rows' => $rows]);
    }

    public function repertoire(): Response
    {
        $this->requireAdmin();
        $file = $this->request->file('list');
        if ($file === null) {
            return $this->json(['error' => 'No file'], 422);
        }
        $pieces = (new XmlImporter())->repertoire((string) file_get_contents($file['tmp_name']));
        return $this->json(['pieces' => $pieces]);
    }

    public function calendar(): Response
    {
        $url = $this->request->string('url');
        if (!HttpFetcher::isAllowed($url, config('calendar_hosts'))) {
            return $this->json(['error' => 'Unknown calendar host'], 422);
        }
        $xml = (new HttpFetcher())->get($url);
        return $this->json(['events' => (new XmlImporter())->calendar($xml)]);
    }

    public function feed(): Response
    {
        $xml = (new HttpFetcher())->get($this->request->string('feed_url'));
        $importer = new XmlImporter();
        if (!$importer->isWellFormed($xml)) {
            return $this->json(['error' => 'Not XML'], 422);
        }
        return $this->json(['events' => $importer->calendar($xml)]);
    }

    public function preferences(): Response
    {
        $prefs = new Preferences();
        return $this->json([
            'prefs' => $prefs->load($this->request),
            'recent' => $prefs->recent($this->request),
            'instruments' => $prefs->instruments($this->request),
        ]);
    }
}
