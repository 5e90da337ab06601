<?php
$conn = mysqli_connect('localhost', 'app', getenv('DB_PASS'), 'bench');

$param = '';
if (isset($_GET['BenchTest00123'])) {
    $param = $_GET['BenchTest00123'];
}
$values = array('safe', $param, 'moresafe');
$bar = $values[1];

$sql = "SELECT * FROM users WHERE username = '" . $bar . "'";
$result = mysqli_query($conn, $sql);
while ($row = mysqli_fetch_assoc($result)) {
    echo htmlspecialchars($row['username']) . "<br>";
}
