<?php
$db = new mysqli('localhost', 'app', 'pw', 'shop');
switch ($_GET['mode'] ?? '') {
    case 'name': $order = 'name'; break;
    case 'date': $order = 'created_at'; break;
    default: $order = 'id';
}
$result = $db->query("SELECT * FROM users ORDER BY $order");
