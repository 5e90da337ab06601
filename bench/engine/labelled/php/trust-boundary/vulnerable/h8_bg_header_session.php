<?php
session_start();
$headers = getallheaders();
$param = isset($headers['BenchTest04001']) ? $headers['BenchTest04001'] : '';

$parts = explode(',', 'x,' . $param . ',z');
$bar = $parts[1];

$_SESSION['userid'] = $bar;
echo 'Item: userid with value saved in session.';
