<?php
use Illuminate\Support\Facades\Cookie;
use Symfony\Component\HttpFoundation\Cookie as SymfonyCookie;

class DeviceController
{
    public function store($request, string $token)
    {
        // ruleid: php-framework-cookie-insecure-flags
        $plain = cookie('device', $token, 60, '/', null, false, true);
        // ok: php-framework-cookie-insecure-flags
        $flagged = cookie('device', $token, 60, '/', null, true, true);
        // ok: php-framework-cookie-insecure-flags
        $defaults = cookie('device', $token, 60);
        // ruleid: php-framework-cookie-insecure-flags
        Cookie::queue('theme_token', $token, 60, '/', null, true, false);
        // ruleid: php-framework-cookie-insecure-flags
        $sym = SymfonyCookie::create('sid', $token, 0, '/', null, false, false);
        // ok: php-framework-cookie-insecure-flags
        $symOk = SymfonyCookie::create('sid', $token, 0, '/', null, true, true);
        // ruleid: php-framework-cookie-insecure-flags
        return response()->json(['ok' => true])->cookie('device_token', $token, 525600, '/', null, false, false);
    }

    public function safe(string $token)
    {
        // ok: php-framework-cookie-insecure-flags
        return response()->json(['ok' => true])->cookie('device_token', $token, 525600, '/', null, true, true);
    }
}
