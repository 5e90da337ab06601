<?php
require_once __DIR__ . '/auth.php';
$user = current_user();
$title = isset($title) ? $title : APP_NAME;
?>
<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title><?= e($title) ?> – <?= APP_NAME ?></title>
  <link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<nav class="top">
  <a href="/index.php"><?= APP_NAME ?></a>
  <?php if ($user): ?>
    <span class="who">Signed in as <?= e($user['name']) ?></span>
    <a href="/logout.php">Sign out</a>
  <?php else: ?>
    <a href="/login.php">Sign in</a>
  <?php endif; ?>
</nav>
<?php if ($m = flash()): ?>
  <div class="flash"><?= e($m) ?></div>
<?php endif; ?>
<main>
