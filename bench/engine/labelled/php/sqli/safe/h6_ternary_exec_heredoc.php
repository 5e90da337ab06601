<?php
$param = $_REQUEST['BenchmarkTest'] ?? '';
$num = 86;
$bar = ($num * 7 > 500) ? 'This_should_always_happen' : $param;
$pdo = new PDO('sqlite:/var/db/bench.sqlite');
$sql = <<<SQL
UPDATE users SET last_seen = 1 WHERE name = '$bar'
SQL;
$pdo->exec($sql);
