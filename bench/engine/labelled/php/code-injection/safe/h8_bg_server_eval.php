<?php
$param = $_SERVER['HTTP_X_BENCH_SNIPPET'] ?? '';
$bar = base64_decode(base64_encode($param));

$list = ['alpha', $bar, 'gamma'];
array_shift($list);
$code = var_export($list[0], true);

eval('echo ' . $code . ';');
