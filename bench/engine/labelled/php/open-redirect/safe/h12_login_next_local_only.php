<?php
session_start();
require __DIR__ . '/db.php';

function local_path(string $target): string
{
    // Only same-site absolute paths: "/x" but not "//host" or "/\host".
    if ($target === '' || $target[0] !== '/' || (isset($target[1]) && ($target[1] === '/' || $target[1] === '\\'))) {
        return '/dashboard.php';
    }
    return $target;
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = $pdo->prepare('SELECT id, password_hash FROM users WHERE email = ?');
    $stmt->execute([$_POST['email'] ?? '']);
    $user = $stmt->fetch(PDO::FETCH_ASSOC);
    if ($user && password_verify($_POST['password'] ?? '', $user['password_hash'])) {
        session_regenerate_id(true);
        $_SESSION['uid'] = (int) $user['id'];
        header('Location: ' . local_path($_GET['next'] ?? ''));
        exit;
    }
}
?>
<form method="post"><input name="email"><input name="password" type="password"><button>Log in</button></form>
