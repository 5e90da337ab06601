<?php
$m = new mysqli('localhost', 'web', 'pw', 'shop');
$stmt = $m->prepare('SELECT * FROM orders WHERE ref = ?');
$stmt->bind_param('s', $_POST['ref']);
$stmt->execute();
