<?php

namespace App\Service;

use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Builds the little preview cards editors see when they paste a link into an article.
 */
class LinkPreviewer
{
    private const EMBED_HOSTS = ['www.youtube.com', 'vimeo.com', 'player.harbourline.example'];

    public function __construct(private HttpClientInterface $client, private string $oembedEndpoint)
    {
    }

    public function preview(string $url): array
    {
        $response = $this->client->request('GET', $url, ['timeout' => 5, 'max_redirects' => 3]);
        $html = $response->getContent(false);
        preg_match('/<title>(.*?)<\/title>/si', $html, $m);

        return ['url' => $url, 'title' => trim($m[1] ?? '')];
    }

    public function oembed(string $url): array
    {
        return $this->client->request('GET', $this->oembedEndpoint, [
            'query' => ['url' => $url, 'format' => 'json'],
        ])->toArray(false);
    }

    public function embed(string $url): string
    {
        $parts = parse_url($url);
        if (($parts['scheme'] ?? '') !== 'https' || !in_array($parts['host'] ?? '', self::EMBED_HOSTS, true)) {
            throw new \InvalidArgumentException('Host not allowed');
        }

        return $this->client->request('GET', $url)->getContent();
    }
}
