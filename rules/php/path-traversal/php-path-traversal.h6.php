<?php
// compact('name') is the array ['name' => $name]: its element is the variable.
function h6_compact_paths()
{
    $path = $_GET['p'];
    $mode = 'r';
    $vars = compact('path', 'mode');
    // ruleid: php-path-traversal
    $a = fopen('/srv/docs/' . $vars['path'], $vars['mode']);
    $path = basename($path);
    $clean = compact('path');
    // ok: php-path-traversal
    $b = fopen('/srv/docs/' . $clean['path'], 'r');
    return [$a, $b];
}
