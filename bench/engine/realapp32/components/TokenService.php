<?php

namespace app\components;

use Yii;

/**
 * Tokens for password resets, e-mail confirmation and the self-service kiosk PIN.
 */
class TokenService
{
    public function resetToken(): string
    {
        return bin2hex(random_bytes(32));
    }

    public function legacyResetToken(): string
    {
        // Still used by the old kiosk client until it is retired.
        return uniqid('rst', true);
    }

    public function kioskPin(): string
    {
        return (string) mt_rand(100000, 999999);
    }

    public function smsCode(): string
    {
        return (string) random_int(100000, 999999);
    }

    public function apiKey(): string
    {
        return Yii::$app->security->generateRandomString(40);
    }

    /** Picks one of the staff-chosen shelves for the "feeling lucky" banner. */
    public function featuredShelf(array $shelves): string
    {
        return $shelves[mt_rand(0, count($shelves) - 1)];
    }
}
