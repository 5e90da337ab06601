<?php

namespace App\Controller;

use App\Service\ReportService;
use App\Service\TokenService;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Security\Http\Attribute\IsGranted;
use Twig\Environment;

#[Route('/newsletter')]
class NewsletterController extends AbstractController
{
    public function __construct(private Environment $twig, private ReportService $reports, private TokenService $tokens)
    {
    }

    #[Route('/preview', name: 'newsletter_preview', methods: ['POST'])]
    #[IsGranted('ROLE_EDITOR')]
    public function preview(Request $request): Response
    {
        $intro = (string) $request->request->get('intro', '');
        $template = $this->twig->createTemplate('<h1>{{ title }}</h1>' . $intro . '{% for a in articles %}<li>{{ a.title }}</li>{% endfor %}');

        return new Response($template->render([
            'title' => 'This week in Harbourline',
            'articles' => [],
        ]));
    }

    #[Route('/render', name: 'newsletter_render', methods: ['POST'])]
    #[IsGranted('ROLE_EDITOR')]
    public function render(Request $request): Response
    {
        $html = $this->twig->render('email/newsletter.html.twig', [
            'intro' => (string) $request->request->get('intro', ''),
            'articles' => [],
        ]);

        return new Response($html);
    }

    #[Route('/subscribed', name: 'newsletter_subscribed', methods: ['GET'])]
    public function subscribed(Request $request): Response
    {
        $email = (string) $request->query->get('email', '');

        return new Response('<p>We sent a confirmation to ' . htmlspecialchars($email, ENT_QUOTES | ENT_HTML5) . '. Code: ' . $this->tokens->unsubscribeCode() . '</p>');
    }

    #[Route('/by-domain', name: 'newsletter_by_domain', methods: ['GET'])]
    #[IsGranted('ROLE_ADMIN')]
    public function byDomain(Request $request): Response
    {
        return $this->json($this->reports->subscribersByDomain((string) $request->query->get('domain')));
    }

    #[Route('/greeting', name: 'newsletter_greeting', methods: ['GET'])]
    public function greeting(Request $request): Response
    {
        $name = $request->cookies->get('hl_name', 'reader');

        return new Response("<header>Hello, $name! Here is your morning briefing.</header>");
    }
}
