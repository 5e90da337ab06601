<?php

class Tokens
{
    public static function resetCode()
    {
        return str_pad((string) mt_rand(0, 999999), 6, '0', STR_PAD_LEFT);
    }

    public static function apiKey()
    {
        return bin2hex(random_bytes(20));
    }

    public static function inviteToken()
    {
        $chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
        $token = '';
        for ($i = 0; $i < 24; $i++) {
            $token .= $chars[rand(0, strlen($chars) - 1)];
        }
        return $token;
    }

    public static function shortCode()
    {
        $chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
        $code = '';
        for ($i = 0; $i < 8; $i++) {
            $code .= $chars[random_int(0, strlen($chars) - 1)];
        }
        return $code;
    }

    public static function avatarColour()
    {
        $palette = ['#e57373', '#64b5f6', '#81c784', '#ffb74d'];
        return $palette[mt_rand(0, count($palette) - 1)];
    }
}
