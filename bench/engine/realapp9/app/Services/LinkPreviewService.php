<?php

namespace App\Services;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;

class LinkPreviewService
{
    private const ALLOWED_HOSTS = ['youtube.com', 'www.youtube.com', 'vimeo.com'];

    public function preview(string $url): array
    {
        return Cache::remember('preview:' . md5($url), 3600, function () use ($url) {
            $response = Http::timeout(4)->get($url);
            return $this->extract($response->body());
        });
    }

    public function previewAllowed(string $url): array
    {
        $host = parse_url($url, PHP_URL_HOST);
        if (parse_url($url, PHP_URL_SCHEME) !== 'https' || !in_array($host, self::ALLOWED_HOSTS, true)) {
            return ['title' => null];
        }
        return $this->extract(Http::timeout(4)->get($url)->body());
    }

    public function partnerPage(string $path): array
    {
        $base = 'https://' . config('app.partner_preview_host') . '/pages/';
        $html = fetch_remote($base . rawurlencode($path));
        return $this->extract((string) $html);
    }

    public function feed(string $feedUrl): array
    {
        $xml = file_get_contents($feedUrl);
        $items = [];
        foreach (simplexml_load_string($xml)->channel->item ?? [] as $item) {
            $items[] = ['title' => (string) $item->title, 'link' => (string) $item->link];
        }
        return $items;
    }

    private function extract(string $html): array
    {
        preg_match('/<title>(.*?)<\/title>/is', $html, $m);
        preg_match('/<meta property="og:image" content="([^"]+)"/i', $html, $img);
        return ['title' => $m[1] ?? null, 'image' => $img[1] ?? null];
    }
}
