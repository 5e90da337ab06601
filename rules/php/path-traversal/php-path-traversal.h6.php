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

// array_shift takes the first element out and moves the rest down; array_pop takes the last.
function h6_shift_and_pop()
{
    $items = [$_REQUEST['f'], 'cache.tmp'];
    $last = array_pop($items);
    // ok: php-path-traversal
    unlink('/var/tmp/app/' . $last);
    // ruleid: php-path-traversal
    unlink('/var/tmp/app/' . array_pop($items));
    $names = ['index.txt', $_GET['name'], 'about.txt'];
    array_shift($names);
    // ruleid: php-path-traversal
    readfile('/srv/docs/' . $names[0]);
    // ok: php-path-traversal
    readfile('/srv/docs/' . $names[1]);
    $sent = explode('/', $_GET['path']);
    // ruleid: php-path-traversal
    readfile('/srv/docs/' . array_shift($sent));
}
