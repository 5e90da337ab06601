<?php
function fetch_remote(string $src): string
{
    $ctx = stream_context_create(['http' => ['timeout' => 4]]);
    return file_get_contents($src, false, $ctx);
}

$src = filter_input(INPUT_GET, 'src', FILTER_SANITIZE_URL);
$host = parse_url($src, PHP_URL_HOST);
$scheme = parse_url($src, PHP_URL_SCHEME);
if ($scheme !== 'https' || !in_array($host, ['cdn.example.com', 'images.example.com'], true)) {
    http_response_code(400);
    exit;
}
header('Content-Type: image/png');
echo fetch_remote($src);
