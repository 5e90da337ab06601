<?php

namespace App\Models;

use CodeIgniter\Model;

class BookingModel extends Model
{
    protected $table         = 'bookings';
    protected $primaryKey    = 'id';
    protected $returnType    = 'array';
    protected $allowedFields = ['plot_id', 'member_id', 'season', 'starts_on', 'ends_on'];

    public function book(int $plotId, int $memberId, string $season): int
    {
        return (int) $this->insert([
            'plot_id'   => $plotId,
            'member_id' => $memberId,
            'season'    => $season,
        ]);
    }

    public function forMember(int $memberId, string $season): array
    {
        return $this->db->table('bookings')
            ->where('member_id', $memberId)
            ->where('season', $season)
            ->get()
            ->getResultArray();
    }

    public function between(string $from, string $to): array
    {
        $sql = "SELECT b.id, p.name, m.name AS member, b.starts_on
                FROM bookings b JOIN plots p ON p.id = b.plot_id JOIN members m ON m.id = b.member_id
                WHERE b.starts_on BETWEEN '$from' AND '$to' ORDER BY b.starts_on";

        return $this->db->query($sql)->getResultArray();
    }

    public function history($plotId): array
    {
        return $this->db->query('SELECT season, member_id FROM bookings WHERE plot_id = ' . $plotId . ' ORDER BY season DESC')
            ->getResultArray();
    }
}
