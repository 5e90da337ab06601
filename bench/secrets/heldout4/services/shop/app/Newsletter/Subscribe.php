<?php

namespace App\Newsletter;

class Subscribe
{
    private const API_KEY = '909109a78eaf829e73759a531c6a55ea-us4';

    public static function add(string $email): void
    {
        $dc = substr(self::API_KEY, strpos(self::API_KEY, '-') + 1);
        $ch = curl_init("https://{$dc}.api.mailchimp.com/3.0/lists/a1b2c3d4e5/members");
        curl_setopt($ch, CURLOPT_USERPWD, 'harbor:' . self::API_KEY);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['email_address' => $email, 'status' => 'pending']));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_exec($ch);
        curl_close($ch);
    }
}
