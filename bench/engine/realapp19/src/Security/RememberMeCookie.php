<?php

namespace App\Security;

use App\Entity\User;
use App\Service\TokenService;
use Symfony\Component\HttpFoundation\Cookie;

class RememberMeCookie
{
    public function __construct(private TokenService $tokens)
    {
    }

    public function issue(User $user): Cookie
    {
        $value = $user->getId() . ':' . $this->tokens->rememberToken();

        return Cookie::create('hl_remember', $value, new \DateTime('+30 days'))
            ->withSecure(false)
            ->withHttpOnly(false);
    }

    public function issueForStaff(User $user): Cookie
    {
        $value = $user->getId() . ':' . $this->tokens->rememberToken();

        return Cookie::create('hl_staff_remember', $value, new \DateTime('+7 days'))
            ->withSecure(true)
            ->withHttpOnly(true)
            ->withSameSite(Cookie::SAMESITE_STRICT);
    }

    public function sessionHint(string $userName): Cookie
    {
        return new Cookie('hl_session', base64_encode($userName), 0, '/', null, false, true);
    }
}
