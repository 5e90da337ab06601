<?php
function doSomething($param)
{
    $sb = $param;
    $sb .= '_SafeStuff';
    return substr($sb, 0, strlen($sb) - strlen('_SafeStuff'));
}

$param = $_POST['BenchTest01044'] ?? '';
$bar = doSomething($param);
$fileName = '/var/bench/testfiles/' . $bar;
readfile($fileName);
