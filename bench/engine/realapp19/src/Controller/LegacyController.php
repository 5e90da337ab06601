<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Security\Http\Attribute\IsGranted;

/**
 * Bridges the old procedural admin pages into the Symfony app until they are rewritten.
 */
#[IsGranted('ROLE_ADMIN')]
class LegacyController extends AbstractController
{
    private const PAGES = ['users', 'export', 'subscribers'];

    public function __construct(private string $projectDir)
    {
    }

    #[Route('/legacy/{page}', name: 'legacy_page')]
    public function page(string $page): Response
    {
        if (!in_array($page, self::PAGES, true)) {
            throw $this->createNotFoundException();
        }
        ob_start();
        require $this->projectDir . '/legacy/' . $page . '.php';

        return new Response((string) ob_get_clean());
    }

    #[Route('/legacy-widget', name: 'legacy_widget')]
    public function widget(Request $request): Response
    {
        ob_start();
        include $this->projectDir . '/legacy/widgets/' . $request->query->get('w') . '.php';

        return new Response((string) ob_get_clean());
    }
}
