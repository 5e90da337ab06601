<?php
$pdo = new PDO('mysql:host=localhost;dbname=app', 'app', 'secret');
$sql = sprintf("SELECT id FROM accounts WHERE username = '%s'", $_POST['username']);
$stmt = $pdo->query($sql);
$account = $stmt->fetch();
