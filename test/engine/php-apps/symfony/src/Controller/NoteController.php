<?php

namespace Demo\Controller;

use Demo\Repository\NoteRepository;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Cookie;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/notes/{owner}', requirements: ['owner' => '\d+'])]
class NoteController extends AbstractController
{
    public function __construct(private NoteRepository $notes)
    {
    }

    #[Route('/title/{title}', name: 'note_title')]
    public function byTitle(string $owner, string $title): Response
    {
        $this->notes->byTitle($title); // expect: php-sqli-tainted-query
        $this->notes->byTitleBound($title);

        return new Response('<p>Notes of ' . $owner . '</p>');
    }

    #[Route('/tag/{tag<[a-z0-9-]+>}', name: 'note_tag')]
    public function byTag(string $tag): Response
    {
        return new Response('<p>' . $tag . ': ' . $this->notes->countTagged($tag) . '</p>');
    }

    #[Route('/label/{label}', name: 'note_label')]
    public function byLabel(string $label, string $format = 'html'): Response
    {
        $this->notes->countTagged($label); // expect: php-sqli-tainted-query
        return new Response('<h1>' . $label . '</h1>'); // expect: php-xss
    }

    #[Route('/page/{page}', name: 'note_page')]
    public function page(int $page, Request $request): Response
    {
        $this->notes->byOwner($request->query->getInt('owner'));

        return new Response('<p>Page ' . $page . ' of ' . $request->query->getDigits('of') . '</p>');
    }

    #[Route('/remember', name: 'note_remember')]
    public function remember(Request $request): Response
    {
        $request->getSession()->set('note_pin', (string) mt_rand(1000, 9999)); // expect: php-insecure-randomness
        $response = new Response('');
        $response->headers->setCookie(Cookie::create('note_seen', '1')->withHttpOnly(false)); // expect: php-symfony-cookie-flag-off
        $response->headers->setCookie(Cookie::create('note_token', bin2hex(random_bytes(16)))->withSecure(true));

        return $response;
    }

    public function notRouted(string $title): Response
    {
        return new Response('<p>' . $title . '</p>');
    }
}
