<?php
$raw = file_get_contents('/var/lib/app/cache/records.ser');
$records = unserialize($raw);
$pdo = new PDO('sqlite:/var/lib/app/import.db');
$stmt = $pdo->prepare('INSERT INTO records (name, value) VALUES (?, ?)');
foreach ($records as $r) {
    $stmt->execute([$r['name'], $r['value']]);
}
echo 'imported';
