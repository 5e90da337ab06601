<?php
/**
 * @var \App\View\AppView $this
 */
?>
<div class="users form">
    <?= $this->Flash->render() ?>
    <h3><?= __('Login') ?></h3>
    <?= $this->Form->create() ?>
    <?= $this->Form->control('email', ['required' => true]) ?>
    <?= $this->Form->control('password', ['required' => true]) ?>
    <?= $this->Form->hidden('next', ['value' => $this->request->getQuery('next')]) ?>
    <?= $this->Form->submit(__('Login')) ?>
    <?= $this->Form->end() ?>
    <p class="hint">Returning to <?= $this->request->getQuery('next') ?></p>
</div>
