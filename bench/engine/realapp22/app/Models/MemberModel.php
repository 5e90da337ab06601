<?php

namespace App\Models;

use CodeIgniter\Model;

class MemberModel extends Model
{
    protected $table         = 'members';
    protected $primaryKey    = 'id';
    protected $returnType    = 'array';
    protected $allowedFields = ['name', 'email', 'phone', 'role', 'password_hash', 'display_name', 'status'];

    public function findByEmail(string $email): ?array
    {
        return $this->where('email', $email)->first();
    }

    public function lookup(string $q): array
    {
        return $this->db->query("SELECT id, name, email FROM members WHERE name LIKE '%$q%' OR email LIKE '%$q%' LIMIT 20")
            ->getResultArray();
    }

    public function lookupSafe(string $q): array
    {
        return $this->builder()
            ->select('id, name, email')
            ->like('name', $q)
            ->orLike('email', $q)
            ->limit(20)
            ->get()
            ->getResultArray();
    }

    public function byRole(string $role): array
    {
        return $this->builder()->where("role = '$role'")->get()->getResultArray();
    }

    public function byEmailDomain(string $domain): array
    {
        $like = $this->db->escapeLikeString($domain);

        return $this->db->query("SELECT id, name FROM members WHERE email LIKE '%@" . $like . "' ESCAPE '!'")->getResultArray();
    }

    public function setDisplayName(int $id, string $name): bool
    {
        return $this->db->table('members')->where('id', $id)->update(['display_name' => $name]);
    }

    public function storeResetCode(string $email, string $code): void
    {
        $this->db->table('password_resets')->insert([
            'email'      => $email,
            'code'       => $code,
            'created_at' => date('Y-m-d H:i:s'),
        ]);
    }
}
