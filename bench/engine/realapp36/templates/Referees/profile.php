<?php
/**
 * @var \App\View\AppView $this
 * @var \App\Model\Entity\Referee $referee
 * @var string $tab
 * @var string|null $message
 */
?>
<h1><?= h($referee->name) ?></h1>
<?php if ($message): ?>
    <div class="alert"><?= $message ?></div>
    <div class="alert alert-plain"><?= h($message) ?></div>
<?php endif; ?>
<ul class="tabs">
    <li class="<?= $tab === 'appointments' ? 'active' : '' ?>"><?= $this->Html->link(__('Appointments'), ['?' => ['tab' => 'appointments']]) ?></li>
    <li class="<?= $tab === 'reports' ? 'active' : '' ?>"><?= $this->Html->link(__('Reports'), ['?' => ['tab' => 'reports']]) ?></li>
</ul>
<input type="hidden" name="tab" value="<?= $tab ?>">
<?= $this->Form->hidden('current_tab', ['value' => $tab]) ?>
<?php foreach ($referee->appointments as $appointment): ?>
    <p><?= h($appointment->fixture->summary) ?></p>
<?php endforeach; ?>
