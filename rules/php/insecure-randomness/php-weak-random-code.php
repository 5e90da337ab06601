<?php

final class Codes
{
    // Helpers whose results leave this class: where the codes end up is not visible here.
    public function viewingCode(): string
    {
        // ruleid: php-weak-random-code
        return (string) rand(100000, 999999);
    }

    public function smsCode(): string
    {
        // ruleid: php-weak-random-code
        return str_pad((string) mt_rand(0, 999999), 6, '0', STR_PAD_LEFT);
    }

    public function secureCode(): string
    {
        // ok: php-weak-random-code
        return (string) random_int(100000, 999999);
    }

    public function lookAlikes(array $slots): array
    {
        // Dice, a delay, a pick from a list, a percentage: small ranges, not codes.
        // ok: php-weak-random-code
        $roll = mt_rand(1, 6);
        // ok: php-weak-random-code
        usleep(mt_rand(0, 50000));
        // ok: php-weak-random-code
        $slot = $slots[mt_rand(0, count($slots) - 1)];
        // ok: php-weak-random-code
        $seed = mt_rand();
        return [$roll, $slot, $seed];
    }
}
