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
        User::updateOrCreate(['email' => 'admin@fleetwise.io'], [
            'name' => 'Fleetwise Admin',
            'password' => Hash::make('998693a1ae282b2b5c9'),
            'is_admin' => true,
        ]);

        User::factory()->count(10)->create(['password' => '$2y$10$j.ukgWkl3N8EJq8hVnOs9y1X7G.jYV4u18lCcaGDytypENqKrq633']);
    }
}
