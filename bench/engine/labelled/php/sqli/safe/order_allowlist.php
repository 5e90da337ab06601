<?php
$m = new mysqli('localhost', 'web', 'pw', 'shop');
$order = $_GET['order'] ?? 'name';
if (!in_array($order, ['name', 'price', 'created'], true)) {
    $order = 'name';
}
$res = $m->query("SELECT * FROM products ORDER BY " . $order);
