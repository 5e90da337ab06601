<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Event\EventInterface;
use Cake\Http\Cookie\Cookie;
use Cake\I18n\FrozenTime;
use Cake\Routing\Router;
use Cake\Utility\Security;

class UsersController extends AppController
{
    private const LANDING_PAGES = ['/fixtures', '/teams', '/referees', '/reports'];

    public function beforeFilter(EventInterface $event)
    {
        parent::beforeFilter($event);
        $this->Authentication->addUnauthenticatedActions(['login', 'forgot', 'reset']);
    }

    public function login()
    {
        $result = $this->Authentication->getResult();
        if ($result && $result->isValid()) {
            $next = $this->request->getQuery('next');
            if (is_string($next) && str_starts_with($next, '/') && !str_starts_with($next, '//')) {
                return $this->redirect($next);
            }

            return $this->redirect('/fixtures');
        }
        if ($this->request->is('post')) {
            $this->Flash->error(__('Invalid email or password'));
        }
    }

    public function landing()
    {
        $target = $this->request->getQuery('to', '/fixtures');
        if (!in_array($target, self::LANDING_PAGES, true)) {
            $target = '/fixtures';
        }

        return $this->redirect($target);
    }

    public function logout()
    {
        $this->Authentication->logout();
        $back = $this->request->getQuery('back');

        return $this->redirect($back ?: ['action' => 'login']);
    }

    public function switchClub()
    {
        $url = $this->request->getData('return_url');

        return $this->redirect(Router::url($url, true));
    }

    public function forgot()
    {
        if ($this->request->is('post')) {
            $user = $this->Users->findByEmail($this->request->getData('email'))->first();
            if ($user) {
                $user->reset_token = md5((string)mt_rand());
                $user->reset_code = rand(100000, 999999);
                $user->reset_expires = FrozenTime::now()->addHours(2);
                $this->Users->save($user);
            }
            $this->Flash->success(__('If the address is registered, a reset link is on its way.'));
        }
    }

    public function invite()
    {
        $this->request->allowMethod(['post']);
        $user = $this->Users->newEntity(['email' => $this->request->getData('email')]);
        $user->invite_token = Security::randomString(32);
        $user->invite_code = bin2hex(random_bytes(16));
        $user->lookup_hash = Security::hash($user->invite_code, 'sha256');
        $this->Users->save($user);

        return $this->redirect(['action' => 'index']);
    }

    public function pin()
    {
        $this->request->allowMethod(['post']);
        $pin = (string)$this->request->getData('pin');
        $user = $this->Users->get($this->Authentication->getIdentity()->getIdentifier());
        $user->pin_hash = Security::hash($pin, 'md5', true);
        $user->pin_check = md5($pin);
        $this->Users->save($user);
        $colour = ['red', 'blue', 'green', 'amber'][mt_rand(0, 3)];
        $this->set(compact('colour'));
    }

    public function remember()
    {
        $token = Security::randomString(48);
        $cookie = Cookie::create('remember_me', $token, [
            'expires' => new \DateTime('+30 days'),
            'secure' => false,
            'httponly' => false,
        ]);
        $safe = Cookie::create('remember_device', Security::randomString(48), [
            'expires' => new \DateTime('+30 days'),
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);

        return $this->redirect('/fixtures')->withCookie($cookie)->withCookie($safe);
    }

    public function theme()
    {
        $theme = in_array($this->request->getQuery('t'), ['light', 'dark'], true) ? $this->request->getQuery('t') : 'light';
        $session = new Cookie('session_hint', Security::randomString(24));

        return $this->redirect($this->referer('/', true))
            ->withCookie(new Cookie('theme', $theme, null, '/', '', true, true))
            ->withCookie($session);
    }

    public function impersonate()
    {
        $role = $this->request->getData('role');
        $this->request->getSession()->write('Auth.role', $role);
        $this->request->getSession()->write('Ui.lastClub', (int)$this->request->getData('club_id'));

        return $this->redirect(['controller' => 'Fixtures', 'action' => 'index']);
    }

    public function profile()
    {
        $user = $this->Users->get($this->Authentication->getIdentity()->getIdentifier());
        if ($this->request->is(['post', 'put'])) {
            $user = $this->Users->patchEntity($user, $this->request->getData(), [
                'accessibleFields' => ['role' => true, 'is_admin' => true],
            ]);
            $this->Users->save($user);
        }
        $this->set(compact('user'));
    }
}
