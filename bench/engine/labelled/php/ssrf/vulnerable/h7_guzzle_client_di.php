<?php
use GuzzleHttp\Client;

final class PreviewService {
    public function __construct(private readonly Client $http) {}
    public function fetch(string $url): string {
        return (string) $this->http->get($url, ['timeout' => 3])->getBody();
    }
}
$svc = new PreviewService(new Client());
echo strlen($svc->fetch($_GET['url'] ?? ''));
