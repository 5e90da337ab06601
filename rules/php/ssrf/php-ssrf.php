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
