<?php
$conn = mysqli_connect('localhost', 'web', 'pw', 'shop');
$user = $_GET['user'];
$result = mysqli_query($conn, "SELECT * FROM accounts WHERE login = '$user'");
while ($row = mysqli_fetch_assoc($result)) { echo htmlspecialchars($row['login']); }
