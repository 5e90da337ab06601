<?php
$dir = __DIR__ . '/uploads/';
$body = file_get_contents('php://input');
file_put_contents($dir . basename($_POST['name']), $body);
