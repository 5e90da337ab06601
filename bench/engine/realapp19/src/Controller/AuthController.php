<?php

namespace App\Controller;

use App\Repository\UserRepository;
use App\Security\RememberMeCookie;
use App\Service\PasswordService;
use App\Service\TokenService;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

class AuthController extends AbstractController
{
    private const LOCALES = ['en', 'cy', 'fr'];

    public function __construct(
        private UserRepository $users,
        private PasswordService $passwords,
        private TokenService $tokens,
        private RememberMeCookie $rememberMe,
    ) {
    }

    #[Route('/login', name: 'login', methods: ['GET', 'POST'])]
    public function login(Request $request): Response
    {
        $error = null;
        if ($request->isMethod('POST')) {
            $name = (string) $request->request->get('username', '');
            $user = $this->users->findOneByName($name);
            if ($user !== null && $this->passwords->verify($user, (string) $request->request->get('password', ''))) {
                $request->getSession()->set('user_id', $user->getId());
                $response = $this->redirect($request->query->get('next', '/'));
                if ($request->request->getBoolean('remember')) {
                    $response->headers->setCookie($this->rememberMe->issue($user));
                }

                return $response;
            }
            $error = 'Unknown user ' . $name . ' or wrong password';
        }

        return $this->render('auth/login.html.twig', [
            'error' => $error,
            'next' => $request->query->get('next', '/'),
        ]);
    }

    #[Route('/logout', name: 'logout')]
    public function logout(Request $request): RedirectResponse
    {
        $request->getSession()->invalidate();
        $target = (string) $request->query->get('to', '/');
        if (!str_starts_with($target, '/') || str_starts_with($target, '//') || str_starts_with($target, '/\\')) {
            $target = '/';
        }

        return new RedirectResponse($target);
    }

    #[Route('/locale/{code}', name: 'switch_locale')]
    public function switchLocale(string $code, Request $request): RedirectResponse
    {
        $locale = in_array($code, self::LOCALES, true) ? $code : 'en';
        $response = new RedirectResponse($request->headers->get('referer', '/'));
        $response->headers->setCookie(Cookie::create('hl_locale', $locale, 0, '/', null, true, true, false, Cookie::SAMESITE_LAX));

        return $response;
    }

    #[Route('/password/forgot', name: 'password_forgot', methods: ['POST'])]
    public function forgot(Request $request): Response
    {
        $user = $this->users->findOneByEmail((string) $request->request->get('email', ''));
        if ($user !== null) {
            $user->setResetToken($this->tokens->resetToken());
            $this->users->save($user);
        }

        return $this->redirectToRoute('login', ['sent' => 1]);
    }

    #[Route('/password/pin', name: 'password_pin', methods: ['POST'])]
    public function pin(Request $request): Response
    {
        $request->getSession()->set('pin', $this->tokens->verificationPin());
        $response = new Response('', 204);
        $response->headers->setCookie(new Cookie('hl_pin_sent', '1', time() + 600, '/', null, false, false));

        return $response;
    }

    #[Route('/continue', name: 'continue_after_login')]
    public function continueTo(Request $request): RedirectResponse
    {
        $next = (string) $request->query->get('next', '');
        $host = parse_url($next, PHP_URL_HOST);
        if ($host !== null && $host !== $request->getHost()) {
            return $this->redirectToRoute('home');
        }

        return $this->redirect($next !== '' ? $next : '/');
    }

    #[Route('/go', name: 'outbound')]
    public function outbound(Request $request): RedirectResponse
    {
        return new RedirectResponse($request->get('url'), 302);
    }
}
