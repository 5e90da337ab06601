<?php
function read_log(string $name): string
{
    $base = '/var/log/app/';
    return file_get_contents($base . $name);
}

function show_log(array $params): void
{
    $name = $params['log'] ?? 'app.log';
    echo '<pre>' . htmlspecialchars(read_log($name)) . '</pre>';
}

parse_str($_SERVER['QUERY_STRING'] ?? '', $params);
show_log($params);
