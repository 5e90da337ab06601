<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;
use App\Libraries\XmlImporter;
use App\Models\PlotModel;

class Imports extends BaseController
{
    public function plots()
    {
        $file = $this->request->getFile('register');
        if ($file === null || ! $file->isValid()) {
            return redirect()->back()->with('notice', 'Choose the register file first.');
        }

        $rows = (new XmlImporter())->plotRows((string) file_get_contents($file->getTempName()));
        (new PlotModel())->insertBatch($rows);

        return redirect()->back()->with('notice', count($rows) . ' plots imported.');
    }

    public function suppliers()
    {
        $items = (new XmlImporter())->supplierItems($this->request->getBody());

        return $this->response->setJSON($items);
    }

    public function feed()
    {
        $importer = new XmlImporter();
        $xml      = $this->request->getBody();
        if (! $importer->isWellFormed($xml)) {
            return $this->response->setStatusCode(422);
        }

        return $this->response->setJSON($importer->feedTitles($xml));
    }
}
