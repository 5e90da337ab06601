<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Student;
use App\Services\Mailer;
use App\Services\PasswordHasher;
use App\Services\TokenService;

final class AuthController extends Controller
{
    /** Where a login may send people back to, by name. */
    private const DESTINATIONS = [
        'home' => '/',
        'lessons' => '/lessons',
        'scores' => '/scores',
        'invoices' => '/invoices',
    ];

    public function form(): Response
    {
        return $this->render('auth/login', [
            'title' => 'Sign in',
            'email' => (string) $this->request->query('email', ''),
            'error' => null,
            'next' => (string) $this->request->query('next', 'home'),
        ]);
    }

    public function login(): Response
    {
        $email = $this->request->string('email');
        $password = (string) $this->request->post('password', '');
        $students = new Student($this->db);
        $student = $students->findByEmail($email);

        if ($student === null || !(new PasswordHasher())->verify($password, $student['password_hash'])) {
            return $this->render('auth/login', [
                'title' => 'Sign in',
                'email' => $email,
                'error' => 'No account matches ' . $email . ' and that password.',
                'next' => (string) $this->request->post('next', 'home'),
            ], 401);
        }

        $this->session->login((int) $student['id']);
        $this->session->set('role', $student['role']);

        if ($this->request->post('remember') === '1') {
            $token = (new TokenService())->rememberToken();
            $this->db->execute('UPDATE students SET remember_token = ? WHERE id = ?', [hash('sha256', $token), $student['id']]);
            setcookie('tr_remember', $token, time() + 2592000, '/');
        }

        setcookie('tr_name', $student['name'], [
            'expires' => time() + 2592000,
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);

        $next = (string) $this->request->post('next', 'home');
        return $this->redirect(self::DESTINATIONS[$next] ?? '/');
    }

    public function register(): Response
    {
        $email = $this->request->string('email');
        $students = new Student($this->db);
        if (filter_var($email, FILTER_VALIDATE_EMAIL) === false || $students->emailTaken($email)) {
            return $this->json(['error' => 'Use another email address'], 422);
        }
        $id = $students->insert([
            'name' => $this->request->string('name'),
            'email' => $email,
            'instrument' => $this->request->string('instrument'),
            'password_hash' => (new PasswordHasher())->hash((string) $this->request->post('password', '')),
            'role' => 'student',
        ]);
        $this->session->login($id);
        return $this->redirect('/students/' . $id);
    }

    public function logout(): never
    {
        $this->session->destroy();
        setcookie('tr_remember', '', ['expires' => time() - 3600, 'path' => '/', 'secure' => true, 'httponly' => true]);
        header('Location: ' . $this->request->query('then', '/'));
        exit;
    }

    public function sendCode(): Response
    {
        $student = (new Student($this->db))->find($this->session->userId());
        if ($student === null) {
            return $this->redirect('/login?next=' . urlencode('home'));
        }
        $code = (new TokenService())->verificationCode();
        $this->session->set('verify_code', $code);
        (new Mailer(config('office_email')))->toStudent($student['email'], 'Your Tuneroom code', 'Your code is ' . $code);
        return $this->json(['sent' => true]);
    }
}
