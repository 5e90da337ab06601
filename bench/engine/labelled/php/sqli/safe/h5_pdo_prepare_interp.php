<?php
$pdo = new PDO('mysql:host=127.0.0.1;dbname=app', 'app', getenv('DB_PASS'));
$email = trim($_POST['email'] ?? '');

$stmt = $pdo->prepare("SELECT id, name FROM subscribers WHERE email = :email LIMIT 1");
$stmt->execute([':email' => $email]);
$subscriber = $stmt->fetch(PDO::FETCH_ASSOC);

header('Content-Type: application/json');
echo json_encode(['found' => (bool) $subscriber]);
