<?php
require_once __DIR__ . '/db.php';

header('Content-Type: application/javascript');
$rows = db()->query('SELECT id, body FROM comments')->fetchAll();
printf('render(%s);', json_encode($rows));
