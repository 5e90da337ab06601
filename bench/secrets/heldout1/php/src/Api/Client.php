<?php

namespace App\Api;

final class Client
{
    private const API_KEY = '2cb7ffffa67f12993cb24cb1219e7b41';
    private string $token;

    public function __construct(?string $token = null)
    {
        $this->token = $token ?? getenv('PARTNER_TOKEN');
    }

    public function headers(): array
    {
        return ['X-Api-Key' => self::API_KEY, 'Authorization' => 'Bearer ' . $this->token];
    }
}
