<?php
/**
 * @var \App\View\AppView $this
 * @var array $rows
 * @var string $round
 */
?>
<h1><?= __('Round {0}', h($round)) ?></h1>
<table class="fixtures">
<?php foreach ($rows as $row): ?>
    <tr>
        <td><?= h($row['home']) ?></td>
        <td>v</td>
        <td><?= h($row['away']) ?></td>
        <td><?= $this->Time->format($row['kickoff'], 'dd MMM HH:mm') ?></td>
    </tr>
<?php endforeach; ?>
</table>
