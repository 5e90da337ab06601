<?php
namespace App\Controller;

use Cake\Controller\Controller;
use Cake\Http\Cookie\Cookie;
use Cake\Utility\Security;

class DevicesController extends Controller
{
    public function remember()
    {
        $token = Security::randomString(40);
        // ruleid: php-cakephp-cookie-insecure-flags
        $a = Cookie::create('device', $token, ['expires' => new \DateTime('+1 year'), 'secure' => false, 'httponly' => true]);
        // ruleid: php-cakephp-cookie-insecure-flags
        $b = Cookie::create('device', $token, ['expires' => new \DateTime('+1 year')]);
        // ruleid: php-cakephp-cookie-insecure-flags
        $c = Cookie::create('device', $token);
        // ruleid: php-cakephp-cookie-insecure-flags
        $d = new Cookie('device', $token);
        // ruleid: php-cakephp-cookie-insecure-flags
        $e = new Cookie('device', $token, null, '/', '', true, false);
        // ok: php-cakephp-cookie-insecure-flags
        $f = Cookie::create('device', $token, ['secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
        // ok: php-cakephp-cookie-insecure-flags
        $g = new Cookie('device', $token, null, '/', '', true, true);

        return $this->redirect('/')->withCookie($a)->withCookie($b)->withCookie($c)->withCookie($d)->withCookie($e)->withCookie($f)->withCookie($g);
    }
}
