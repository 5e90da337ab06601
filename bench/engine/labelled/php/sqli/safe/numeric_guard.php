<?php
$pdo = new PDO('sqlite:/tmp/app.db');
if (!is_numeric($_GET['page'])) {
    exit('bad page');
}
$rows = $pdo->query('SELECT * FROM posts LIMIT 10 OFFSET ' . $_GET['page'] * 10);
