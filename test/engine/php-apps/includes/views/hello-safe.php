<p>Hello <?= htmlspecialchars($name, ENT_QUOTES, 'UTF-8') ?></p>
