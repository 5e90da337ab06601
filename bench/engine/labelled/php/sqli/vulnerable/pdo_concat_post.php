<?php
$db = new PDO('mysql:host=db;dbname=app', 'app', getenv('DB_PASS'));
$email = $_POST['email'];
$rows = $db->query('SELECT id FROM users WHERE email = "' . $email . '"')->fetchAll();
