<?php
$pdo = new PDO('sqlite:/tmp/app.db');
$stmt = $pdo->prepare("SELECT * FROM logs WHERE level = '" . $_COOKIE['level'] . "'");
$stmt->execute();
