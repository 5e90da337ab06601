<?php

namespace App\Controller;

use App\Service\LinkPreviewer;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Contracts\HttpClient\HttpClientInterface;

#[Route('/editor')]
class PreviewController extends AbstractController
{
    public function __construct(private LinkPreviewer $previewer, private HttpClientInterface $httpClient)
    {
    }

    #[Route('/preview', name: 'editor_preview', methods: ['GET'])]
    public function preview(Request $request): JsonResponse
    {
        return $this->json($this->previewer->preview((string) $request->query->get('url')));
    }

    #[Route('/oembed', name: 'editor_oembed', methods: ['GET'])]
    public function oembed(Request $request): JsonResponse
    {
        return $this->json($this->previewer->oembed((string) $request->query->get('url')));
    }

    #[Route('/embed', name: 'editor_embed', methods: ['GET'])]
    public function embed(Request $request): Response
    {
        try {
            return new Response($this->previewer->embed((string) $request->query->get('url')));
        } catch (\InvalidArgumentException) {
            return new Response('', 400);
        }
    }

    #[Route('/image-proxy', name: 'editor_image_proxy', methods: ['GET'])]
    public function imageProxy(Request $request): Response
    {
        $src = $request->query->get('src');
        $upstream = $this->httpClient->request('GET', $src);

        return new Response($upstream->getContent(), 200, ['Content-Type' => 'image/jpeg']);
    }

    #[Route('/weather', name: 'editor_weather', methods: ['GET'])]
    public function weather(Request $request): JsonResponse
    {
        $response = $this->httpClient->request('GET', 'https://api.weather.example/v1/forecast', [
            'query' => ['lat' => $request->query->get('lat'), 'lon' => $request->query->get('lon')],
        ]);

        return $this->json($response->toArray());
    }
}
