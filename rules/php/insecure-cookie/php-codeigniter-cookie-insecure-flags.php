<?php
namespace App\Controllers;

use CodeIgniter\Controller;

class Device extends Controller
{
    public function remember(string $token)
    {
        // ruleid: php-codeigniter-cookie-insecure-flags
        $this->response->setCookie('device', $token, 3600, '', '/', '', false, true);
        // ruleid: php-codeigniter-cookie-insecure-flags
        $this->response->setCookie(['name' => 'device', 'value' => $token, 'expire' => 3600, 'secure' => true, 'httponly' => false]);
        // ok: php-codeigniter-cookie-insecure-flags
        $this->response->setCookie('device', $token, 3600, '', '/', '', true, true, 'Lax');
        // ok: php-codeigniter-cookie-insecure-flags
        $this->response->setCookie(['name' => 'device', 'value' => $token, 'secure' => true, 'httponly' => true]);
        // ruleid: php-codeigniter-cookie-insecure-flags
        set_cookie('theme', 'dark', 3600, '', '/', '', false, false);
        return redirect()->back()->withCookies();
    }
}
