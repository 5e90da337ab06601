<?php
$apiKey = bin2hex(openssl_random_pseudo_bytes(20));
$pdo = new PDO('sqlite:/var/db/keys.sqlite');
$pdo->prepare('INSERT INTO api_keys (key) VALUES (?)')->execute([$apiKey]);
echo $apiKey;
