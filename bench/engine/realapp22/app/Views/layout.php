<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title><?= esc($title) ?> · Plotkeeper</title>
    <link rel="stylesheet" href="<?= base_url('css/plotkeeper.css') ?>">
</head>
<body class="theme-<?= esc($theme, 'attr') ?>">
<header>
    <a href="<?= site_url('/') ?>" class="brand">Greenbelt Allotments</a>
    <nav>
        <a href="<?= site_url('plots') ?>">Plots</a>
        <a href="<?= site_url('page/rules') ?>">Rules</a>
        <a href="<?= site_url('weather') ?>">Weather</a>
    </nav>
</header>
<?php if ($flash): ?>
    <div class="flash"><?= esc($flash) ?></div>
<?php endif ?>
<main>
    <?= $content ?>
</main>
<footer>Greenbelt Allotment Society · registered charity 1098765</footer>
</body>
</html>
