<?php
$pdo = new PDO('mysql:host=localhost;dbname=crm', 'crm', getenv('DB_PASS'));
$name = $_POST['customer'];
$stmt = $pdo->prepare("SELECT * FROM customers WHERE last_name = ? ORDER BY id");
$stmt->execute([$name]);
foreach ($stmt as $row) {
    echo htmlspecialchars($row['email']), "<br>";
}
