<?php
function fetch_remote(string $src): string
{
    $ctx = stream_context_create(['http' => ['timeout' => 4]]);
    return file_get_contents($src, false, $ctx);
}

$src = filter_input(INPUT_GET, 'src', FILTER_SANITIZE_URL);
header('Content-Type: image/png');
echo fetch_remote($src);
