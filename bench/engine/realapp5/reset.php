<?php
require_once 'includes/auth.php';
require_once 'lib/Tokens.php';

$step = 'request';
$notice = '';
if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['email'])) {
    $code = Tokens::resetCode();
    $stmt = db()->prepare('UPDATE users SET reset_code = ?, reset_expires = DATE_ADD(NOW(), INTERVAL 15 MINUTE) WHERE email = ?');
    $stmt->execute([password_hash($code, PASSWORD_DEFAULT), $_POST['email']]);
    mail($_POST['email'], 'Your Deskline reset code', "Your code is $code");
    $step = 'code';
    $notice = 'If the address is known, a code is on its way to ' . e($_POST['email']) . '.';
} elseif ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['code'])) {
    $u = db_one('SELECT id, reset_code FROM users WHERE email = ? AND reset_expires > NOW()', [$_POST['for']]);
    if ($u && password_verify($_POST['code'], $u['reset_code']) && strlen($_POST['password']) >= 10) {
        db()->prepare('UPDATE users SET password_hash = ?, reset_code = NULL WHERE id = ?')
            ->execute([hash_user_password($_POST['password']), $u['id']]);
        flash('Password changed. Please sign in.');
        redirect_to('login.php');
    }
    $step = 'code';
    $notice = 'That code did not work for ' . $_POST['for'] . '.';
}

$title = 'Reset password';
require_once 'includes/header.php';
?>
<h1>Reset your password</h1>
<?php if ($notice): ?><p class="notice"><?php echo $notice; ?></p><?php endif; ?>
<?php if ($step === 'request'): ?>
<form method="post"><label>E-mail <input name="email"></label><button>Send code</button></form>
<?php else: ?>
<form method="post">
  <input type="hidden" name="for" value="<?= e($_POST['email'] ?? $_POST['for'] ?? '') ?>">
  <label>Code <input name="code"></label>
  <label>New password <input type="password" name="password"></label>
  <button>Change password</button>
</form>
<?php endif; ?>
<?php require_once 'includes/footer.php'; ?>
