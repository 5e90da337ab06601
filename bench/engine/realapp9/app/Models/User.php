<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Support\Facades\Hash;

class User extends Authenticatable
{
    protected $fillable = ['name', 'email', 'password', 'role', 'clinic_id', 'legacy_password'];

    protected $hidden = ['password', 'legacy_password', 'remember_token'];

    public function setPasswordAttribute(string $value): void
    {
        $this->attributes['password'] = Hash::make($value);
    }

    public function checkLegacyPassword(string $plain): bool
    {
        return hash_equals((string) $this->legacy_password, legacy_hash($plain));
    }
}
