<?php
$conn = new mysqli('localhost', 'bench', 'bench', 'bench');
$param = isset($_COOKIE['BenchTest00311']) ? urldecode($_COOKIE['BenchTest00311']) : 'none';

$guess = 'ABC';
switch ($guess[1]) {
    case 'A':
        $bar = $param;
        break;
    case 'B':
        $bar = $param;
        break;
    default:
        $bar = 'bob';
}

$sql = "UPDATE accounts SET last_login = NOW() WHERE name = '$bar'";
$conn->query($sql);
echo "updated";
