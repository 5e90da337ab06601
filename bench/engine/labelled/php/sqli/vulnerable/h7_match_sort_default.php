<?php
enum Dir: string { case Asc = 'ASC'; case Desc = 'DESC'; }
$col = match ($_GET['sort'] ?? '') {
    'name' => 'name',
    'price' => 'price',
    default => $_GET['sort'],
};
$dir = Dir::tryFrom(strtoupper($_GET['dir'] ?? '')) ?? Dir::Asc;
$db = new mysqli('127.0.0.1', 'shop', 'pw', 'shop');
$res = $db->query(sprintf('SELECT id, name FROM products ORDER BY %1$s %2$s', $col, $dir->value));
while ($r = $res->fetch_assoc()) { echo htmlspecialchars($r['name']); }
