<?php

namespace App\Models;

use CodeIgniter\Model;

class HarvestModel extends Model
{
    protected $table         = 'harvests';
    protected $primaryKey    = 'id';
    protected $returnType    = 'array';
    protected $allowedFields = ['plot_id', 'crop', 'kg', 'picked_on', 'season'];

    public function totals(string $crop): array
    {
        return $this->db->query(
            'SELECT season, SUM(kg) AS kg FROM harvests WHERE crop = :crop: GROUP BY season',
            ['crop' => $crop]
        )->getResultArray();
    }

    /**
     * The mobile app patches one field at a time: {"field": "kg", "value": 4.2}.
     */
    public function updateField(int $id, string $field, $value): bool
    {
        return $this->db->query("UPDATE harvests SET {$field} = ? WHERE id = ?", [$value, $id]);
    }

    public function seasonReport(string $season): array
    {
        return $this->db->query(
            "SELECT crop, SUM(kg) AS kg FROM harvests WHERE season = '" . $season . "' GROUP BY crop"
        )->getResultArray();
    }

    public function topCrops(int $limit): array
    {
        return $this->db->query('SELECT crop, SUM(kg) AS kg FROM harvests GROUP BY crop ORDER BY kg DESC LIMIT ' . $limit)
            ->getResultArray();
    }
}
