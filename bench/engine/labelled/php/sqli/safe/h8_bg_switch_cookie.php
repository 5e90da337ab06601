<?php
$conn = new mysqli('localhost', 'bench', 'bench', 'bench');
$param = isset($_COOKIE['BenchTest00312']) ? urldecode($_COOKIE['BenchTest00312']) : 'none';

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

$stmt = $conn->prepare('UPDATE accounts SET last_login = NOW() WHERE name = ?');
$stmt->bind_param('s', $bar);
$stmt->execute();
echo "updated";
