<?php
$callback = $_GET['cb'];
$allowed = ['count', 'array_sum', 'max'];
if (!in_array($callback, $allowed, true)) {
    $callback = 'count';
}
$data = [3, 1, 2];
$out = call_user_func($callback, $data);
var_dump($out);
