<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

class Customer extends Authenticatable
{
    protected $table = 'users';

    protected $fillable = ['name', 'email', 'phone', 'city', 'password'];

    protected $hidden = ['password', 'remember_token'];

    public function setPasswordAttribute(string $value): void
    {
        $this->attributes['password'] = bcrypt($value);
    }

    public function legacyPasswordMatches(string $plain): bool
    {
        return hash_equals($this->legacy_hash ?? '', sha1($plain));
    }
}
