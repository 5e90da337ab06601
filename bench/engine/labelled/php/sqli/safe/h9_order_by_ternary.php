<?php
$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', 'pw');
$columns = ['name', 'price', 'created_at'];
$sort = isset($_GET['sort']) && in_array($_GET['sort'], $columns, true) ? $_GET['sort'] : 'name';
$stmt = $pdo->prepare("SELECT id, name FROM items ORDER BY $sort LIMIT 50");
$stmt->execute();
echo json_encode($stmt->fetchAll(PDO::FETCH_ASSOC));
