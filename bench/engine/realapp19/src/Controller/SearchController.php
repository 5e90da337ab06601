<?php

namespace App\Controller;

use App\Repository\ArticleRepository;
use App\Service\ReportService;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

class SearchController extends AbstractController
{
    public function __construct(private ArticleRepository $articles, private ReportService $reports)
    {
    }

    #[Route('/search', name: 'search', methods: ['GET'])]
    public function search(Request $request): Response
    {
        $q = trim((string) $request->query->get('q', ''));
        $results = [];
        if ($q !== '') {
            $results = $request->query->getBoolean('full')
                ? $this->articles->searchByBody($q)
                : $this->articles->searchByTitle($q);
            $this->reports->logSearch($q, $request->headers->get('X-Forwarded-For', (string) $request->getClientIp()));
        }

        return $this->render('search/results.html.twig', [
            'q' => $q,
            'results' => $results,
            'page' => $request->query->getInt('page', 1),
        ]);
    }

    #[Route('/tags/{tag}', name: 'search_tag', methods: ['GET'])]
    public function tag(string $tag, Request $request): Response
    {
        $sort = (string) $request->query->get('sort', 'published');

        return $this->render('article/list.html.twig', [
            'articles' => $this->articles->findByTag($tag, $sort),
            'heading' => '#' . $tag,
        ]);
    }

    #[Route('/search/suggest', name: 'search_suggest', methods: ['GET'])]
    public function suggest(Request $request): JsonResponse
    {
        $term = (string) $request->query->get('term', '');

        return $this->json([
            'term' => $term,
            'suggestions' => array_column($this->reports->searchLog($term), 'term'),
        ]);
    }

    #[Route('/search/empty', name: 'search_empty')]
    public function empty(Request $request): Response
    {
        $q = (string) $request->query->get('q', '');

        return new Response('<div class="empty">Nothing matched <em>' . $q . '</em>. Try fewer words.</div>');
    }
}
