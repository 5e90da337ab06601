<?php
/**
 * @var \App\View\AppView $this
 */
?>
<!DOCTYPE html>
<html lang="en">
<head>
    <?= $this->Html->charset() ?>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title><?= h($leagueName) ?>: <?= $this->fetch('title') ?></title>
    <?= $this->Html->css(['normalize.min', 'league']) ?>
    <?= $this->fetch('css') ?>
</head>
<body>
    <nav class="top-nav">
        <?= $this->Html->link(h($leagueName), '/') ?>
        <?= $this->Html->link(__('Fixtures'), ['controller' => 'Fixtures', 'action' => 'index']) ?>
        <?= $this->Html->link(__('Teams'), ['controller' => 'Teams', 'action' => 'index']) ?>
    </nav>
    <main class="main">
        <?= $this->Flash->render() ?>
        <?= $this->fetch('content') ?>
    </main>
    <?= $this->Html->script('league') ?>
</body>
</html>
