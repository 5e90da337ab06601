<?php
namespace Controllers;

use Core\Controller;
use Core\View;
use Models\Report;

class ReportController extends Controller
{
    public function volumeAction()
    {
        $rows = Report::volume($this->customerId(), $this->param('by', 'day'));
        View::show('reports/volume', ['rows' => $rows, 'title' => $this->param('title', 'Ticket volume')]);
    }

    public function rangeAction()
    {
        $rows = Report::between($this->customerId(), $this->param('from'), $this->param('to'));
        $this->json($rows);
    }

    public function exportAction()
    {
        $format = $this->param('format', 'csv');
        $file = '/tmp/report-' . $this->customerId() . '.' . $format;
        $fh = fopen($file, 'w');
        foreach (Report::volume($this->customerId(), 'month') as $row) {
            fputcsv($fh, $row);
        }
        fclose($fh);
        $out = shell_exec('gzip -kf ' . $file);
        header('Content-Type: application/gzip');
        readfile($file . '.gz');
    }

    public function widgetAction()
    {
        $source = $this->param('source');
        $data = file_get_contents($source);
        header('Content-Type: text/plain');
        echo strip_tags((string) $data);
    }

    public function statusAction()
    {
        global $config;
        $http = new \Http(3);
        $this->json(json_decode($http->get($config['status_api'] . '/components'), true));
    }
}
