<?php
$apiKey = substr(str_shuffle(str_repeat('0123456789abcdef', 4)), 0, 40);
$pdo = new PDO('sqlite:/var/db/keys.sqlite');
$pdo->prepare('INSERT INTO api_keys (key) VALUES (?)')->execute([$apiKey]);
echo $apiKey;
