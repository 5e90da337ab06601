<?php
$db = new mysqli('localhost', 'app', 'pw', 'app');
$stmt = $db->prepare('SELECT id, pass_hash FROM users WHERE login = ?');
$stmt->bind_param('s', $_POST['login']);
$stmt->execute();
$row = $stmt->get_result()->fetch_assoc();
echo ($row && password_verify($_POST['pass'], $row['pass_hash'])) ? 'welcome' : 'denied';
