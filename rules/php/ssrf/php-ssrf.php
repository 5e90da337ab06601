<?php
$url = $_GET['url'];
$ch = curl_init();
// ruleid: php-ssrf
curl_setopt($ch, CURLOPT_URL, $url);
// ok: php-ssrf
curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/status');
// ok: php-ssrf
curl_setopt($ch, CURLOPT_TIMEOUT, $_GET['timeout']);
// ruleid: php-ssrf
$body = file_get_contents($_POST['feed']);
// ruleid: php-ssrf
$handle = curl_init($_REQUEST['target']);
$allowed = ['https://a.example.com/feed', 'https://b.example.com/feed'];
if (in_array($url, $allowed, true)) {
    // ok: php-ssrf
    $feed = file_get_contents($url);
}
// ruleid: php-ssrf
$g = (new \GuzzleHttp\Client())->get($_POST['feed']);
// ok: php-ssrf
$h = (new \GuzzleHttp\Client())->get('https://api.example.com/items', ['query' => ['q' => $_POST['q']]]);
// ruleid: php-ssrf
$i = wp_remote_get($_POST['feed']);
// ok: php-ssrf
$j = wp_remote_get('https://api.wordpress.org/plugins/' . rawurlencode($_POST['slug']) . '.json');
// ok: php-ssrf
$k = curl_init('https://api.example.com/users/' . $_GET['id']);
// ruleid: php-ssrf
$l = curl_init('https://' . $_GET['host'] . '/status');
$hook = $_POST['webhook'];
$host = parse_url($hook, PHP_URL_HOST);
if (in_array($host, ['hooks.example.com', 'api.example.com'], true)) {
    // ok: php-ssrf
    $ch = curl_init($hook);
}
// ruleid: php-ssrf
$ch = curl_init($hook);
$feed = $_GET['feed'];
$parts = parse_url($feed);
$allowed = ['feeds.example.org'];
if (!in_array($parts['host'] ?? '', $allowed, true)) {
    exit;
}
// ok: php-ssrf
$xml = file_get_contents($feed);
$other = $_GET['other'];
$h2 = parse_url($other, PHP_URL_HOST);
if (in_array($h2, $_GET['hosts'], true)) {
    // ruleid: php-ssrf
    file_get_contents($other);
}

// Request data only in the query string, after a `?` written in the code: the server is the configured one.
function forecastFor()
{
    $apiBase = getenv('WEATHER_API_BASE');
    // ok: php-ssrf
    $ch = curl_init($apiBase . '/forecast?city=' . urlencode($_GET['city']));
    // ok: php-ssrf
    curl_setopt($ch, CURLOPT_URL, $apiBase . '/v2/forecast?city=' . $_GET['city']);
    // ruleid: php-ssrf
    $raw = file_get_contents($_GET['station'] . '?units=metric');
    // ruleid: php-ssrf
    curl_setopt($ch, CURLOPT_URL, $apiBase . $_GET['path'] . '?units=metric');
    return curl_exec($ch) . $raw;
}
