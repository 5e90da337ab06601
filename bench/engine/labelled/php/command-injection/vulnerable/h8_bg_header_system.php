<?php
$headers = getallheaders();
$param = '';
if (isset($headers['BenchTest00777'])) {
    $param = rawurldecode($headers['BenchTest00777']);
}

$map = [];
$map['keyA-1'] = 'a_Value';
$map['keyB-1'] = $param;
$map['keyC'] = 'another_Value';
$bar = $map['keyB-1'];

$cmd = 'echo ' . $bar;
system($cmd, $ret);
