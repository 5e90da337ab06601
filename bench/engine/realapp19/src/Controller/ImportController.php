<?php

namespace App\Controller;

use App\Service\FeedImporter;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Security\Http\Attribute\IsGranted;

#[Route('/import')]
#[IsGranted('ROLE_EDITOR')]
class ImportController extends AbstractController
{
    private const PARTNER_FEEDS = [
        'coastguard' => 'https://feeds.coastguard.example/incidents.xml',
        'council' => 'https://opendata.council.example/news.xml',
    ];

    public function __construct(private FeedImporter $importer)
    {
    }

    #[Route('/wire', name: 'import_wire', methods: ['POST'])]
    public function wire(Request $request): JsonResponse
    {
        $upload = $request->files->get('feed');
        $xml = (string) file_get_contents($upload->getPathname());

        return $this->json(['items' => $this->importer->parseWire($xml)]);
    }

    #[Route('/remote', name: 'import_remote', methods: ['POST'])]
    public function remote(Request $request): JsonResponse
    {
        $xml = file_get_contents($request->request->get('feed_url'));

        return $this->json(['items' => $this->importer->parsePartnerFeed((string) $xml)]);
    }

    #[Route('/partner/{name}', name: 'import_partner', methods: ['POST'])]
    public function partner(string $name): JsonResponse
    {
        $url = self::PARTNER_FEEDS[$name] ?? null;
        if ($url === null) {
            return $this->json(['error' => 'unknown partner'], 404);
        }
        $xml = file_get_contents($url);

        return $this->json(['items' => $this->importer->parsePartnerFeed((string) $xml)]);
    }

    #[Route('/sitemap', name: 'import_sitemap', methods: ['POST'])]
    public function sitemap(Request $request): JsonResponse
    {
        $xml = $request->getContent();
        if (!$this->importer->isWellFormed($xml)) {
            return $this->json(['error' => 'not XML'], 400);
        }

        return $this->json(['urls' => $this->importer->parseSitemap($xml)]);
    }
}
