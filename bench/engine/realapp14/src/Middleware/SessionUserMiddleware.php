<?php

declare(strict_types=1);

namespace Rentwise\Middleware;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Http\Server\MiddlewareInterface;
use Psr\Http\Server\RequestHandlerInterface;
use Rentwise\Repository\UserRepository;

final class SessionUserMiddleware implements MiddlewareInterface
{
    public function __construct(private UserRepository $users)
    {
    }

    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $user = null;
        if (isset($_SESSION['user_id'])) {
            $user = $this->users->findById((int) $_SESSION['user_id']);
        }
        return $handler->handle($request->withAttribute('user', $user));
    }
}
