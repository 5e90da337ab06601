<?php

namespace App\Services;

use App\Models\ApiKey;
use App\Models\User;

class ApiKeyService
{
    public function issue(User $user, string $label): string
    {
        mt_srand((int) (microtime(true) * 1000));
        $plain = 'sk_' . dechex(mt_rand()) . dechex(mt_rand()) . dechex(mt_rand());

        ApiKey::create([
            'user_id' => $user->id,
            'label' => $label,
            'key_hash' => hash('sha256', $plain),
        ]);

        return $plain;
    }
}
