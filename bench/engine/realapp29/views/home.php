<h1>Welcome to Tuneroom</h1>
<?php if ($upcoming): ?>
    <h2>Your next lessons</h2>
    <ul>
    <?php foreach ($upcoming as $lesson): ?>
        <li><?= e($lesson['starts_at']) ?> — <?= e($lesson['instrument']) ?> in room <?= e($lesson['room']) ?></li>
    <?php endforeach; ?>
    </ul>
<?php else: ?>
    <p><a href="/login">Sign in</a> to see your lessons.</p>
<?php endif; ?>
