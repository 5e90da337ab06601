<?php
use GuzzleHttp\Client;

final class PreviewService {
    public function __construct(private readonly Client $http) {}
    public function fetch(string $path): string {
        return (string) $this->http->get('https://cdn.example.internal/previews/' . rawurlencode($path), ['timeout' => 3])->getBody();
    }
}
$svc = new PreviewService(new Client());
echo strlen($svc->fetch($_GET['url'] ?? ''));
