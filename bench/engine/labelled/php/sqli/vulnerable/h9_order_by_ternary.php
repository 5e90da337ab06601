<?php
$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', 'pw');
$sort = isset($_GET['sort']) ? $_GET['sort'] : 'name';
$stmt = $pdo->prepare("SELECT id, name FROM items ORDER BY $sort LIMIT 50");
$stmt->execute();
echo json_encode($stmt->fetchAll(PDO::FETCH_ASSOC));
