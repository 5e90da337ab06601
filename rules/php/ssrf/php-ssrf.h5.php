<?php
use GuzzleHttp\Client;

// A Guzzle client with a constant base_uri: relative URIs stay on its host.
function h5_guzzle_base($id)
{
    $client = new Client(['base_uri' => 'https://feeds.example.com/', 'timeout' => 10]);
    // ok: php-ssrf
    $client->request('GET', 'v1/feeds/' . rawurlencode($_POST['source']));
    // ok: php-ssrf
    $client->get('/v1/items/' . rawurlencode($_GET['item']));
    // ruleid: php-ssrf
    $client->request('GET', $_POST['source']);
    $plain = new Client(['timeout' => 10]);
    // ruleid: php-ssrf
    $plain->request('GET', 'v1/feeds/' . $_POST['source']);
}

// A host allow-list that throws, and a host compared with one constant.
function h5_checked_hosts()
{
    $url = $_POST['callback'];
    if (parse_url($url, PHP_URL_SCHEME) !== 'https' || !in_array(parse_url($url, PHP_URL_HOST), ['hooks.example.com'], true)) {
        throw new InvalidArgumentException('callback host not allowed');
    }
    // ok: php-ssrf
    file_get_contents($url);
    $other = $_GET['mirror'];
    if (parse_url($other, PHP_URL_HOST) === 'mirror.example.com') {
        // ok: php-ssrf
        file_get_contents($other);
    }
    // ruleid: php-ssrf
    file_get_contents($other);
}

// curl_setopt_array sets CURLOPT_URL as curl_setopt does; PSR-7 query parameters are request data.
function h5_curl_array(\Psr\Http\Message\ServerRequestInterface $request)
{
    $ch = curl_init();
    curl_setopt_array($ch, [
        // ruleid: php-ssrf
        CURLOPT_URL => $request->getQueryParams()['target'],
        CURLOPT_RETURNTRANSFER => true,
    ]);
    curl_setopt_array($ch, [
        // ok: php-ssrf
        CURLOPT_URL => 'https://status.example.com/health',
    ]);
}
