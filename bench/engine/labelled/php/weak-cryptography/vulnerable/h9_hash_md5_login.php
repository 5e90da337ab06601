<?php
$db = new mysqli('localhost', 'app', 'pw', 'app');
$stmt = $db->prepare('SELECT id FROM users WHERE login = ? AND pass_hash = ?');
$digest = hash('md5', $_POST['pass']);
$stmt->bind_param('ss', $_POST['login'], $digest);
$stmt->execute();
echo $stmt->get_result()->num_rows ? 'welcome' : 'denied';
