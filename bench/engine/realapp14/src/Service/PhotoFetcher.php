<?php

declare(strict_types=1);

namespace Rentwise\Service;

use GuzzleHttp\Client;

final class PhotoFetcher
{
    private const TRUSTED_PHOTO_HOSTS = ['images.rentwise.example', 'cdn.partner-feeds.example'];

    public function __construct(private Client $http, private string $photoDir, private string $geocoderUrl)
    {
    }

    /** Agents paste a link to the landlord's photo; we keep a local copy. */
    public function fetchToListing(int $listingId, string $url): string
    {
        $response = $this->http->request('GET', $url);
        $file = $listingId . '-' . time() . '.jpg';
        file_put_contents($this->photoDir . '/' . $file, (string) $response->getBody());
        return $file;
    }

    public function fetchTrusted(int $listingId, string $url): ?string
    {
        $host = parse_url($url, PHP_URL_HOST);
        if (parse_url($url, PHP_URL_SCHEME) !== 'https' || !in_array($host, self::TRUSTED_PHOTO_HOSTS, true)) {
            return null;
        }
        $response = $this->http->get($url);
        $file = $listingId . '-' . time() . '.jpg';
        file_put_contents($this->photoDir . '/' . $file, (string) $response->getBody());
        return $file;
    }

    public function geocode(string $address): array
    {
        $response = $this->http->request('GET', $this->geocoderUrl, ['query' => ['q' => $address, 'limit' => 1]]);
        return json_decode((string) $response->getBody(), true) ?? [];
    }

    public function readFeed(string $feedUrl): string
    {
        return (string) file_get_contents($feedUrl);
    }
}
