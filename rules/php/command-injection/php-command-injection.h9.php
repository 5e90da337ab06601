<?php
// `end()` / `reset()` read the last / first element of a list known by index; of a keyed array, any element.
function h9_list_ends()
{
    $vals = ['ls', $_GET['a']];
    // ok: php-command-injection
    system(reset($vals));
    // ruleid: php-command-injection
    system(end($vals));
    $keyed = ['x' => 'pwd', 'y' => $_GET['b']];
    // ruleid: php-command-injection
    system(end($keyed));
    $fixed = [$_GET['c'], 'date'];
    // ok: php-command-injection
    system(end($fixed));
}
