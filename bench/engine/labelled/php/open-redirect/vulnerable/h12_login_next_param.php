<?php
session_start();
require __DIR__ . '/db.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = $pdo->prepare('SELECT id, password_hash FROM users WHERE email = ?');
    $stmt->execute([$_POST['email'] ?? '']);
    $user = $stmt->fetch(PDO::FETCH_ASSOC);
    if ($user && password_verify($_POST['password'] ?? '', $user['password_hash'])) {
        session_regenerate_id(true);
        $_SESSION['uid'] = (int) $user['id'];
        $next = $_GET['next'] ?? '/dashboard.php';
        header('Location: ' . $next);
        exit;
    }
    $error = 'Wrong email or password';
}
?>
<form method="post"><input name="email"><input name="password" type="password"><button>Log in</button></form>
