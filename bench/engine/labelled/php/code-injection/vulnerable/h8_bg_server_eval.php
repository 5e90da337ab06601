<?php
$param = $_SERVER['HTTP_X_BENCH_SNIPPET'] ?? '';
$bar = base64_decode(base64_encode($param));

$list = ['alpha', $bar, 'gamma'];
array_shift($list);
$code = $list[0];

eval('echo ' . $code . ';');
