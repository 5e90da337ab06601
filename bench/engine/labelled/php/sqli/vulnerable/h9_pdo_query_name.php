<?php
$pdo = new PDO('mysql:host=localhost;dbname=crm', 'crm', getenv('DB_PASS'));
$name = $_POST['customer'];
$stmt = $pdo->query("SELECT * FROM customers WHERE last_name = '" . $name . "' ORDER BY id");
foreach ($stmt as $row) {
    echo htmlspecialchars($row['email']), "<br>";
}
