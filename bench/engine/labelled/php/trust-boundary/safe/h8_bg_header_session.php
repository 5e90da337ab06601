<?php
session_start();
$headers = getallheaders();
$param = isset($headers['BenchTest04002']) ? $headers['BenchTest04002'] : '';

$parts = explode(',', 'x,' . $param . ',z');
$bar = $parts[0];

$_SESSION['userid'] = $bar;
echo 'Item: userid with value saved in session.';
