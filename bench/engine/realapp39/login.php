<?php
require_once __DIR__ . '/includes/page.inc.php';

$error = '';
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $user = trim($_POST['username'] ?? '');
    $pass = $_POST['password'] ?? '';

    $stmt = lab_pdo()->prepare('SELECT user_id, user, password FROM users WHERE user = ? LIMIT 1');
    $stmt->execute([$user]);
    $account = $stmt->fetch();

    if ($account && password_verify($pass, $account['password'])) {
        session_regenerate_id(true);
        $_SESSION['lab_user'] = $account['user'];

        if (!empty($_POST['remember'])) {
            $token = md5(uniqid((string)mt_rand(), true));
            $update = lab_pdo()->prepare('UPDATE users SET remember_token = ? WHERE user_id = ?');
            $update->execute([$token, $account['user_id']]);
            setcookie('lab_remember', $token, time() + 86400 * 30, '/');
        }

        $next = $_GET['next'] ?? '/index.php';
        if (!preg_match('#^/[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)*\.php$#', $next)) {
            $next = '/index.php';
        }
        header('Location: ' . $next);
        exit;
    }
    $error = 'Login failed for ' . htmlspecialchars($user, ENT_QUOTES, 'UTF-8') . '.';
}

$body = '<div class="login"><h1>Harbor Training Lab</h1>';
if ($error !== '') {
    $body .= '<p class="error">' . $error . '</p>';
}
$body .= '<form method="post" action="login.php?next=' . urlencode($_GET['next'] ?? '/index.php') . '">';
$body .= '<label>Username <input type="text" name="username"></label>';
$body .= '<label>Password <input type="password" name="password" autocomplete="off"></label>';
$body .= '<label><input type="checkbox" name="remember" value="1"> Remember me</label>';
$body .= '<input type="submit" value="Login"></form></div>';

lab_page_render('Login', $body);
