<?php
/**
 * @var \App\View\AppView $this
 * @var string $town
 */
?>
<h1><?= __('Clubs in {0}', h($town)) ?></h1>
<p class="lead">Showing clubs based in <?= $this->Text->autoParagraph($town) ?></p>
<div class="map" data-town="<?= h($town) ?>"></div>
<?php foreach ($teams as $team): ?>
    <?= $this->element('team_card', ['team' => $team, 'town' => $town]) ?>
<?php endforeach; ?>
