<?php
$dir = __DIR__ . '/uploads/';
$body = file_get_contents('php://input');
file_put_contents($dir . $_POST['name'], $body);
