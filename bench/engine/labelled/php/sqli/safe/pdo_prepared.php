<?php
$db = new PDO('mysql:host=db;dbname=app', 'app', getenv('DB_PASS'));
$stmt = $db->prepare('SELECT id FROM users WHERE email = ?');
$stmt->execute([$_POST['email']]);
$rows = $stmt->fetchAll();
