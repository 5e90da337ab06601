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
