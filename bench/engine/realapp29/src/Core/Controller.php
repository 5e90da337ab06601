<?php

declare(strict_types=1);

namespace App\Core;

abstract class Controller
{
    public function __construct(
        protected Request $request,
        protected Database $db,
        protected Session $session,
    ) {
    }

    protected function render(string $template, array $data = [], int $status = 200): Response
    {
        $data['flash'] = $this->session->pullFlash();
        return Response::html(View::render($template, $data), $status);
    }

    protected function redirect(string $to): Response
    {
        return Response::redirect($to);
    }

    protected function json(mixed $data, int $status = 200): Response
    {
        return Response::json($data, $status);
    }

    protected function requireAdmin(): void
    {
        if (!$this->session->isAdmin()) {
            http_response_code(403);
            exit('Forbidden');
        }
    }
}
