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
        User::updateOrCreate(['email' => 'admin@book.lakesidecabins.com'], [
            'name' => 'Booking Admin',
            'password' => Hash::make('cab50feae54a604'),
            'is_admin' => true,
        ]);

        User::factory()->count(10)->create(['password' => '$2y$10$KwPcVtSYgmJqUsEaixo3DWoRDEvqkKaRv6tjD/7VOnyoopwCxWewK']);
    }
}
