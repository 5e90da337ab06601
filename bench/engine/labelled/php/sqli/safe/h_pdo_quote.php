<?php
$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', 'secret');
$sql = "SELECT id FROM accounts WHERE username = " . $pdo->quote($_POST['username']);
$stmt = $pdo->query($sql);
$account = $stmt->fetch();
