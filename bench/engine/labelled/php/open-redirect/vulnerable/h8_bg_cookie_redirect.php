<?php
$param = 'noCookieValueSupplied';
if (isset($_COOKIE['BenchTest02001'])) {
    $param = urldecode($_COOKIE['BenchTest02001']);
}

class Thing
{
    public function doSomething($i)
    {
        return $i;
    }
}

$thing = new Thing();
$bar = $thing->doSomething($param);
header("Location: $bar", true, 302);
