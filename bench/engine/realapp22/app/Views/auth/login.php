<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in · Plotkeeper</title></head>
<body>
<h1>Sign in</h1>

<?php if ($error): ?>
    <div class="alert"><?= $error ?></div>
<?php endif ?>

<form method="post" action="<?= site_url('login') ?>">
    <?= csrf_field() ?>
    <input type="hidden" name="next" value="<?= esc($next, 'attr') ?>">
    <label>Email <input type="email" name="email"></label>
    <label>Password <input type="password" name="password"></label>
    <label><input type="checkbox" name="remember" value="1"> Keep me signed in</label>
    <button>Sign in</button>
</form>
</body>
</html>
