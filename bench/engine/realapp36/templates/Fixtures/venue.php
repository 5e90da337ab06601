<?php
/**
 * @var \App\View\AppView $this
 * @var array $rows
 * @var string $venue
 */
?>
<h1>Fixtures at <?= $venue ?></h1>
<p><?= $this->Html->link(__('Directions'), ['controller' => 'Venues', 'action' => 'directions', h($venue)]) ?></p>
<?php foreach ($rows as $row): ?>
    <p><?= h($row['summary']) ?></p>
<?php endforeach; ?>
