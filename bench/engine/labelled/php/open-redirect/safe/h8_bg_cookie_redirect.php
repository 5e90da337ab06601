<?php
$param = 'noCookieValueSupplied';
if (isset($_COOKIE['BenchTest02002'])) {
    $param = urldecode($_COOKIE['BenchTest02002']);
}

class Thing
{
    public function doSomething($i)
    {
        return '/bench/result?item=' . rawurlencode($i);
    }
}

$thing = new Thing();
$bar = $thing->doSomething($param);
header("Location: $bar", true, 302);
