<?php

namespace App\Controllers;

use App\Libraries\PasswordHasher;
use App\Libraries\Tokens;
use App\Models\MemberModel;

class Auth extends BaseController
{
    public function login()
    {
        if (strtolower($this->request->getMethod()) !== 'post') {
            return view('auth/login', [
                'next'  => $this->request->getGet('next') ?? '/',
                'error' => $this->request->getGet('error'),
            ]);
        }

        $member = (new MemberModel())->findByEmail((string) $this->request->getPost('email'));
        $hasher = new PasswordHasher();
        if ($member === null || ! $hasher->verify((string) $this->request->getPost('password'), $member['password_hash'])) {
            return redirect()->to('/login?error=' . urlencode('Wrong email or password'));
        }

        $this->session->set(['member_id' => $member['id'], 'role' => $member['role']]);

        if ($this->request->getPost('remember')) {
            $token = (new Tokens())->rememberToken();
            $this->response->setCookie('pk_remember', $token, 2592000, '', '/', '', false, false);
        }

        $next = (string) $this->request->getPost('next');

        return redirect()->to($next)->withCookies();
    }

    public function logout()
    {
        $this->session->destroy();

        $back = (string) ($this->request->getGet('back') ?? '/');
        if (preg_match('#^/[A-Za-z0-9/_-]*$#', $back) !== 1) {
            $back = '/';
        }

        return redirect()->to($back);
    }

    public function register()
    {
        $members = new MemberModel();
        $members->insert([
            'name'          => $this->request->getPost('name'),
            'email'         => $this->request->getPost('email'),
            'password_hash' => (new PasswordHasher())->hash((string) $this->request->getPost('password')),
            'role'          => 'member',
            'status'        => 'pending',
        ]);

        $this->response->setCookie('pk_new_member', '1', 600, '', '/', '', true, true, 'Strict');

        return redirect()->route('login')->with('notice', 'Thanks! The secretary will confirm your membership.')->withCookies();
    }

    public function reset()
    {
        $email = (string) $this->request->getPost('email');
        $code  = (new Tokens())->resetCode();
        (new MemberModel())->storeResetCode($email, $code);

        return redirect()->to(site_url('login'))->with('notice', 'Check your email for the reset code.');
    }
}
