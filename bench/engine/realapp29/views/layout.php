<!doctype html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title><?= e($title ?? 'Tuneroom') ?> · Tuneroom</title>
    <link rel="stylesheet" href="/css/app.css">
</head>
<body>
<nav>
    <a href="/">Home</a> <a href="/lessons">Lessons</a> <a href="/scores">Library</a> <a href="/invoices">Invoices</a>
    <form action="/search" method="get"><input name="q" placeholder="Find a student"></form>
</nav>
<?php if (!empty($flash)): ?>
    <div class="flash"><?= e($flash) ?></div>
<?php endif; ?>
<main>
<?= $content ?>
</main>
</body>
</html>
