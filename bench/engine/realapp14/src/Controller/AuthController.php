<?php

declare(strict_types=1);

namespace Rentwise\Controller;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Rentwise\Http\Redirects;
use Rentwise\Repository\UserRepository;
use Rentwise\Service\PasswordHasher;
use Rentwise\Service\TokenGenerator;
use Slim\Views\Twig;

final class AuthController
{
    public function __construct(
        private UserRepository $users,
        private PasswordHasher $hasher,
        private TokenGenerator $tokens,
        private Twig $twig,
    ) {
    }

    public function form(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        return $this->twig->render($response, 'login.html.twig', [
            'next' => $request->getQueryParams()['next'] ?? '/',
            'csrf' => $_SESSION['csrf'] ??= $this->tokens->csrfToken(),
        ]);
    }

    public function login(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $user = $this->users->findByEmail((string) ($body['email'] ?? ''));
        if ($user === null || !$this->hasher->verify((string) ($body['password'] ?? ''), $user['password_hash'])) {
            return $response->withHeader('Location', '/login?error=1')->withStatus(303);
        }
        session_regenerate_id(true);
        $_SESSION['user_id'] = (int) $user['id'];
        $_SESSION['agency'] = $body['agency'] ?? 'main';

        if (!empty($body['remember'])) {
            $response = $response->withAddedHeader(
                'Set-Cookie',
                'rw_remember=' . $this->tokens->resetToken() . '; Path=/; Max-Age=2592000'
            );
        }
        return $response->withHeader('Location', $body['next'] ?? '/')->withStatus(303);
    }

    public function register(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $email = filter_var($body['email'] ?? '', FILTER_VALIDATE_EMAIL);
        if ($email === false || strlen((string) ($body['password'] ?? '')) < 10) {
            return $response->withStatus(422);
        }
        $id = $this->users->create($email, $this->hasher->hash((string) $body['password']));
        $_SESSION['user_id'] = $id;
        return Redirects::toLocalPath($response, (string) ($body['next'] ?? '/'), '/');
    }

    public function requestReset(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $body = (array) $request->getParsedBody();
        $user = $this->users->findByEmail((string) ($body['email'] ?? ''));
        if ($user !== null) {
            $this->users->storeResetToken((int) $user['id'], $this->tokens->resetToken());
        }
        return $response->withHeader('Location', '/login?reset=sent')->withStatus(303);
    }

    public function logout(ServerRequestInterface $request, ResponseInterface $response): ResponseInterface
    {
        $_SESSION = [];
        session_destroy();
        $back = $request->getHeaderLine('Referer');
        return $response->withHeader('Location', $back !== '' ? $back : '/')->withStatus(302);
    }
}
