<?php
/**
 * @var \App\View\AppView $this
 * @var iterable<\App\Model\Entity\Team> $teams
 * @var string $q
 * @var int $exact
 */
$this->assign('title', 'Team search');
?>
<h1>Teams matching “<?= $q ?>”</h1>
<p class="count"><?= __('{0} teams found for {1}', $exact, h($q)) ?></p>
<?= $this->Form->create(null, ['type' => 'get']) ?>
<?= $this->Form->control('q', ['value' => $q, 'label' => __('Team name')]) ?>
<?= $this->Form->button(__('Search')) ?>
<?= $this->Form->end() ?>
<ul class="teams">
<?php foreach ($teams as $team): ?>
    <li><?= $this->Html->link($team->name, ['action' => 'view', $team->slug]) ?> (<?= h($team->town) ?>)</li>
<?php endforeach; ?>
</ul>
<p><?= $this->Html->link('Search again for ' . $q, ['action' => 'search', '?' => ['q' => $q]], ['escape' => false]) ?></p>
<p><?= $this->Html->link('Clubs near ' . $q, ['action' => 'town', '?' => ['town' => $q]]) ?></p>
<script>
    window.lastSearch = <?= json_encode($q, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT) ?>;
</script>
