<?php
// The file is picked by an allow-list the analysis cannot pin: every tools/run_*.php may run.
$mode = in_array($_GET['mode'], ['a', 'b'], true) ? $_GET['mode'] : 'a';
$out = '';
include __DIR__ . '/tools/run_' . $mode . '.php';
echo $out; // expect: php-xss
