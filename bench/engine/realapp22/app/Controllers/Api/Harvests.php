<?php

namespace App\Controllers\Api;

use App\Controllers\BaseController;
use App\Models\HarvestModel;
use CodeIgniter\API\ResponseTrait;

/**
 * JSON API used by the members' phone app to log what they picked.
 */
class Harvests extends BaseController
{
    use ResponseTrait;

    public function index()
    {
        $model = new HarvestModel();
        $crop  = (string) $this->request->getGet('crop');

        return $this->respond([
            'totals' => $model->totals($crop),
            'top'    => $model->topCrops((int) ($this->request->getGet('top') ?? 5)),
        ]);
    }

    public function create()
    {
        $data = $this->request->getJSON(true);

        $id = (new HarvestModel())->insert([
            'plot_id'   => (int) ($data['plot_id'] ?? 0),
            'crop'      => (string) ($data['crop'] ?? ''),
            'kg'        => (float) ($data['kg'] ?? 0),
            'picked_on' => date('Y-m-d'),
            'season'    => date('Y'),
        ]);

        return $this->respondCreated(['id' => $id]);
    }

    public function update($id)
    {
        $payload = $this->request->getJSON();

        (new HarvestModel())->updateField((int) $id, (string) $payload->field, $payload->value);

        return $this->respond(['ok' => true]);
    }

    public function report()
    {
        $payload = $this->request->getJSON(true);

        return $this->respond((new HarvestModel())->seasonReport((string) $payload['season']));
    }
}
