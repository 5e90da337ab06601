<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Str;

class AdminUserSeeder extends Seeder
{
    public function run(): void
    {
        User::updateOrCreate(['email' => 'admin@ticketbox.events'], [
            'name' => 'Ticketbox Admin',
            'password' => Hash::make(env('ADMIN_PASSWORD', Str::random(32))),
            'is_admin' => true,
        ]);

        User::factory()->count(10)->create(['password' => '$2y$10$rB.kZbgxW0NT3iswfB4a2e7z6UFGDQY28M.Kxw6oP.t1uFKW1LRiB']);
    }
}
