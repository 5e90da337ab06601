<?php
require __DIR__ . '/db.php';

$stmt = $pdo->prepare('SELECT id, pw FROM staff WHERE email = ?');
$stmt->execute([$_POST['email'] ?? '']);
$staff = $stmt->fetch(PDO::FETCH_ASSOC);

if ($staff && password_verify($_POST['password'] ?? '', $staff['pw'])) {
    $sid = bin2hex(random_bytes(24));
    $pdo->prepare('INSERT INTO staff_sessions (sid, staff_id) VALUES (?, ?)')->execute([$sid, $staff['id']]);
    setcookie('staff_sid', $sid, time() + 8 * 3600, '/admin');
    header('Location: /admin/');
    exit;
}
http_response_code(401);
echo 'Invalid credentials';
