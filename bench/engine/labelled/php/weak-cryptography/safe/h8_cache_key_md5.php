<?php
function cache_path(string $url): string
{
    return '/var/cache/thumbs/' . md5($url) . '.jpg';
}
$src = 'https://cdn.example.com/img/hero.jpg';
if (!file_exists(cache_path($src))) {
    copy($src, cache_path($src));
}
echo cache_path($src);
