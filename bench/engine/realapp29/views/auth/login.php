<h1>Sign in</h1>
<?php if ($error): ?>
    <div class="error"><?= $error ?></div>
<?php endif; ?>
<form method="post" action="/login">
    <input type="email" name="email" value="<?= e($email) ?>">
    <input type="password" name="password">
    <input type="hidden" name="next" value="<?= htmlspecialchars($next, ENT_QUOTES) ?>">
    <label><input type="checkbox" name="remember" value="1"> Keep me signed in</label>
    <button>Sign in</button>
</form>
