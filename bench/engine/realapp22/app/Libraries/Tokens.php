<?php

namespace App\Libraries;

class Tokens
{
    public function rememberToken(): string
    {
        return sha1(uniqid((string) mt_rand(), true));
    }

    public function resetCode(): string
    {
        return str_pad((string) rand(0, 999999), 6, '0', STR_PAD_LEFT);
    }

    public function apiKey(): string
    {
        return bin2hex(random_bytes(20));
    }

    public function gatePin(): string
    {
        return (string) random_int(1000, 9999);
    }

    /** Picks the plot shown in the "plot of the week" box on the home page. */
    public function featuredPlot(array $ids): int
    {
        return (int) $ids[mt_rand(0, count($ids) - 1)];
    }
}
