<?php
require_once 'includes/auth.php';

$errors = [];
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    check_csrf();
    $name = trim($_POST['name']);
    $email = filter_var($_POST['email'], FILTER_VALIDATE_EMAIL);
    if (!$email) {
        $errors[] = 'Please enter a valid e-mail address.';
    }
    if (strlen($_POST['password']) < 10) {
        $errors[] = 'Passwords need at least 10 characters.';
    }
    if (!$errors) {
        $pdo = db();
        $stmt = $pdo->prepare('INSERT INTO users (name, email, password_hash, role) VALUES (:name, :email, :hash, :role)');
        $stmt->execute([
            ':name' => $name,
            ':email' => $email,
            ':hash' => hash_user_password($_POST['password']),
            ':role' => 'agent',
        ]);
        $_SESSION['user_id'] = (int) $pdo->lastInsertId();
        $_SESSION['display_name'] = $_POST['name'];
        flash('Welcome to Deskline!');
        redirect_to('index.php');
    }
}

$title = 'Create account';
require_once 'includes/header.php';
?>
<h1>Create an account</h1>
<?php foreach ($errors as $err): ?><p class="error"><?= e($err) ?></p><?php endforeach; ?>
<form method="post">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <label>Name <input name="name" value="<?= isset($_POST['name']) ? e($_POST['name']) : '' ?>"></label>
  <label>E-mail <input name="email" value="<?php echo isset($_POST['email']) ? $_POST['email'] : ''; ?>"></label>
  <label>Password <input type="password" name="password"></label>
  <button>Create</button>
</form>
<?php require_once 'includes/footer.php'; ?>
