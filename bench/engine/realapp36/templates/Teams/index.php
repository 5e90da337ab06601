<?php
/**
 * @var \App\View\AppView $this
 * @var iterable<\App\Model\Entity\Team> $teams
 * @var string|null $division
 */
?>
<h1><?= __('Teams') ?><?php if ($division): ?> — <?= h($division) ?><?php endif; ?></h1>
<table>
    <tr>
        <th><?= $this->Paginator->sort('name') ?></th>
        <th><?= $this->Paginator->sort('division') ?></th>
        <th><?= __('Venue') ?></th>
    </tr>
<?php foreach ($teams as $team): ?>
    <tr>
        <td><?= $this->Html->link($team->name, ['action' => 'view', $team->slug]) ?></td>
        <td><?= h($team->division) ?></td>
        <td><?= $team->has('venue') ? h($team->venue->name) : '' ?></td>
    </tr>
<?php endforeach; ?>
</table>
<div class="paginator"><?= $this->Paginator->numbers() ?></div>
