<?php
$pdo = new PDO('mysql:host=localhost;dbname=shop', 'app', 'pw');
$ids = [];
foreach ((array)($_POST['ids'] ?? []) as $id) { $ids[] = (int)$id; }
$list = implode(',', $ids);
$stmt = $pdo->query("DELETE FROM cart WHERE item_id IN ($list)");
