<?php

namespace App\Repositories;

use App\Models\Customer;
use Illuminate\Support\Facades\DB;

class CustomerRepository
{
    public function search(string $term, string $city)
    {
        return Customer::where('city', $city)
            ->where(function ($q) use ($term) {
                $q->where('name', 'like', '%' . $term . '%')->orWhere('email', 'like', '%' . $term . '%');
            })
            ->get();
    }

    public function byPhone(string $phone)
    {
        return DB::select(DB::raw("SELECT * FROM customers WHERE phone = '$phone'"));
    }

    public function touch(int $id, string $ip)
    {
        DB::update('UPDATE customers SET last_ip = ?, last_seen_at = NOW() WHERE id = ?', [$ip, $id]);
    }

    public function markVip(string $emails)
    {
        DB::statement("UPDATE customers SET vip = 1 WHERE email IN ($emails)");
    }
}
