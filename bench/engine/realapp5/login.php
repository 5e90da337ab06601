<?php
require_once 'includes/auth.php';

$error = '';
$next = isset($_GET['next']) ? $_GET['next'] : '/index.php';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $email = trim($_POST['email']);
    $password = $_POST['password'];

    $stmt = mysqli_prepare($conn, 'SELECT id, password_hash, role FROM users WHERE email = ?');
    mysqli_stmt_bind_param($stmt, 's', $email);
    mysqli_stmt_execute($stmt);
    $row = mysqli_fetch_assoc(mysqli_stmt_get_result($stmt));

    if ($row && check_password($password, $row['password_hash'])) {
        session_regenerate_id(true);
        $_SESSION['user_id'] = $row['id'];
        $_SESSION['role'] = $row['role'];
        if (strlen($row['password_hash']) === 32) {
            $upd = db()->prepare('UPDATE users SET password_hash = ? WHERE id = ?');
            $upd->execute([hash_user_password($password), $row['id']]);
        }
        if (!empty($_POST['remember'])) {
            $token = bin2hex(random_bytes(24));
            db()->prepare('INSERT INTO remember_tokens (user_id, token) VALUES (?, ?)')->execute([$row['id'], hash('sha256', $token)]);
            setcookie('deskline_remember', $token, time() + 86400 * 30, '/');
        }
        setcookie('deskline_last_email', $email, ['expires' => time() + 86400 * 365, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
        header('Location: ' . $_POST['next']);
        exit;
    }
    $error = 'Unknown e-mail or wrong password.';
    $log = db()->prepare('INSERT INTO login_failures (email, ip) VALUES (?, ?)');
    $log->execute([$email, $_SERVER['REMOTE_ADDR']]);
}

$title = 'Sign in';
require_once 'includes/header.php';
?>
<h1>Sign in</h1>
<?php if ($error): ?><p class="error"><?= e($error) ?></p><?php endif; ?>
<form method="post" action="login.php">
  <input type="hidden" name="next" value="<?= e($next) ?>">
  <label>E-mail <input type="email" name="email" value="<?= isset($_COOKIE['deskline_last_email']) ? e($_COOKIE['deskline_last_email']) : '' ?>"></label>
  <label>Password <input type="password" name="password"></label>
  <label><input type="checkbox" name="remember" value="1"> Keep me signed in</label>
  <button>Sign in</button>
</form>
<?php require_once 'includes/footer.php'; ?>
