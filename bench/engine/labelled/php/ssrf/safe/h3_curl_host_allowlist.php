<?php
$hook = $_POST['webhook'];
$host = parse_url($hook, PHP_URL_HOST);
if (!in_array($host, ['hooks.example.com', 'api.example.com'], true)) {
    http_response_code(400);
    exit;
}
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $hook);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$body = curl_exec($ch);
curl_close($ch);
