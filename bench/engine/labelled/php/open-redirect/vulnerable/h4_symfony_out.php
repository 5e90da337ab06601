<?php

namespace App\Controller;

use Symfony\Component\HttpFoundation\RedirectResponse;
use Symfony\Component\HttpFoundation\Request;

class OutboundController
{
    public function go(Request $request): RedirectResponse
    {
        $target = $request->query->get('to');
        $this->logClick($target);
        return new RedirectResponse($target);
    }

    private function logClick(?string $target): void
    {
        error_log('outbound click');
    }
}
