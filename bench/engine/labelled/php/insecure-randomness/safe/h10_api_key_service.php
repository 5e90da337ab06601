<?php

namespace App\Services;

use App\Models\ApiKey;
use App\Models\User;

class ApiKeyService
{
    public function issue(User $user, string $label): string
    {
        $plain = 'sk_' . bin2hex(openssl_random_pseudo_bytes(24));

        ApiKey::create([
            'user_id' => $user->id,
            'label' => $label,
            'key_hash' => hash('sha256', $plain),
        ]);

        return $plain;
    }

    public function pickTip(): string
    {
        $tips = ['Rotate keys regularly', 'Never commit keys', 'Use one key per app'];
        return $tips[mt_rand(0, count($tips) - 1)];
    }
}
