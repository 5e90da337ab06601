<?php

namespace App\Models;

use CodeIgniter\Model;

class PlotModel extends Model
{
    protected $table         = 'plots';
    protected $primaryKey    = 'id';
    protected $returnType    = 'array';
    protected $allowedFields = ['name', 'site', 'size_m2', 'status', 'notes', 'member_id', 'rent'];
    protected $useTimestamps = true;

    private const SORTABLE = ['name', 'site', 'size_m2', 'rent'];

    public function search(string $term, string $site): array
    {
        return $this->builder()
            ->select('id, name, site, size_m2, status')
            ->like('name', $term)
            ->where('site', $site)
            ->orderBy('name')
            ->get()
            ->getResultArray();
    }

    public function searchNotes(string $term): array
    {
        return $this->builder()
            ->select('id, name, site, notes')
            ->where("notes LIKE '%" . $term . "%'")
            ->get()
            ->getResultArray();
    }

    /**
     * Used by the committee's spreadsheet export, which passes "column direction" straight through.
     */
    public function listSorted(string $sort, string $dir): array
    {
        return $this->builder()->orderBy($sort . ' ' . $dir, '', false)->get()->getResultArray();
    }

    public function listAllowedSort(string $sort, string $dir): array
    {
        $column    = in_array($sort, self::SORTABLE, true) ? $sort : 'name';
        $direction = strtoupper($dir) === 'DESC' ? 'DESC' : 'ASC';

        return $this->builder()->orderBy($column, $direction)->get()->getResultArray();
    }

    public function findByName(string $name): ?array
    {
        return $this->db->query("SELECT * FROM plots WHERE name = '" . $name . "' LIMIT 1")->getRowArray();
    }

    public function findBySite(string $site): array
    {
        return $this->db->query('SELECT * FROM plots WHERE site = ? ORDER BY name', [$site])->getResultArray();
    }

    public function freeOnSite(string $site): array
    {
        $sql = "SELECT id, name, size_m2 FROM plots WHERE status = 'free' AND site = " . $this->db->escape($site);

        return $this->db->query($sql)->getResultArray();
    }

    public function withHolder(int $id): ?array
    {
        return $this->builder()
            ->select('plots.*, members.name AS holder')
            ->join('members', 'members.id = plots.member_id', 'left')
            ->where('plots.id = ' . $id)
            ->get()
            ->getRowArray();
    }

    /**
     * Yearly rent rise for a whole site; $amount is what the treasurer typed in.
     */
    public function adjustRent(string $site, $amount): bool
    {
        return $this->builder()
            ->set('rent', 'rent + ' . $amount, false)
            ->where('site', $site)
            ->update();
    }

    public function resetRent(string $site, float $amount): bool
    {
        return $this->builder()->set('rent', $amount)->where('site', $site)->update();
    }

    public function onSites(array $sites): array
    {
        return $this->builder()->whereIn('site', $sites)->get()->getResultArray();
    }
}
