<?php
$db = new mysqli('localhost', 'app', 'pw', 'shop');
switch ($_GET['mode'] ?? '') {
    case 'name': $order = 'name'; break;
    default: $order = $_GET['mode'];
}
$result = $db->query("SELECT * FROM users ORDER BY $order");
