<?php
/**
 * @var \App\View\AppView $this
 * @var \App\Model\Entity\MatchReport $report
 * @var string|null $highlight
 */
?>
<h1><?= h($report->fixture->summary) ?></h1>
<p class="score"><?= (int)$report->home_score ?> – <?= (int)$report->away_score ?></p>
<?php if ($highlight): ?>
    <p class="highlight">Highlighted: <mark><?= $highlight ?></mark></p>
    <p class="highlight-title" title="<?= h($highlight) ?>"><?= $this->Text->highlight(h($report->body), h($highlight)) ?></p>
<?php endif; ?>
<div class="report-body"><?= nl2br(h($report->body)) ?></div>
<p><?= $this->Html->link(__('Referee: {0}', $report->referee->name), ['controller' => 'Referees', 'action' => 'profile', $report->referee_id]) ?></p>
