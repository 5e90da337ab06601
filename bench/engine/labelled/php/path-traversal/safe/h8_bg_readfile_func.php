<?php
function doSomething($param)
{
    $sb = 'fixedname.txt';
    $sb .= '_SafeStuff';
    return substr($sb, 0, strlen($sb) - strlen('_SafeStuff'));
}

$param = $_POST['BenchTest01045'] ?? '';
$bar = doSomething($param);
$fileName = '/var/bench/testfiles/' . $bar;
readfile($fileName);
