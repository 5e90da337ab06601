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
        User::updateOrCreate(['email' => 'admin@tutorhub.app'], [
            'name' => 'Tutorhub Admin',
            'password' => Hash::make(env('ADMIN_PASSWORD', Str::random(32))),
            'is_admin' => true,
        ]);

        User::factory()->count(10)->create(['password' => '$2y$10$zbEU5i6CHNLymy7Nc9uIkdNRvN8yhmLYR/oaJryC8dJG7qoHma4hU']);
    }
}
