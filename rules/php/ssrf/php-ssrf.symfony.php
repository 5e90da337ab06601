<?php
use Symfony\Component\HttpClient\HttpClient;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Contracts\HttpClient\HttpClientInterface;

class H8ProxyController
{
    public function fetch(Request $request, HttpClientInterface $http)
    {
        // ruleid: php-ssrf
        $a = $http->request('GET', $request->query->get('url'));
        // ok: php-ssrf
        $b = $http->request('GET', 'https://api.example.com/items/' . rawurlencode($request->query->get('id')));
        $client = HttpClient::create();
        // ruleid: php-ssrf
        $c = $client->request('POST', $request->request->get('hook'), ['json' => ['ok' => true]]);
        return [$a, $b, $c];
    }
}
