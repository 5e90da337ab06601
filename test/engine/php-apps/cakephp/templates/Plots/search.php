<?php
/**
 * @var \Cake\View\View $this
 * @var string $q
 */
?>
<h1>Plots matching <?= $q ?></h1><!-- expect: php-xss -->
<p><?= h($q) ?></p>
<?= $this->Form->control('q', ['value' => $q]) ?>
<?= $this->Html->link('Again: ' . $q, ['action' => 'search']) ?>
<?= $this->Html->link('Raw: ' . $q, ['action' => 'search'], ['escape' => false]) ?><!-- expect: php-xss -->
<?php foreach ($plots as $plot): ?>
    <?= $this->element('plot_row', ['plot' => $plot, 'term' => $q]) ?>
<?php endforeach; ?>
<p class="hint"><?= $hint ?></p><!-- expect: php-xss -->
