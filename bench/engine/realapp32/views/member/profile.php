<?php

/** @var yii\web\View $this */
/** @var app\models\Member $member */
/** @var string $notice */
/** @var array $loans */

use yii\helpers\Html;

$this->title = 'My account';
?>
<?php if ($notice !== ''): ?>
    <div class="alert"><?= $notice ?></div>
<?php endif ?>
<h1><?= Html::encode($member->name) ?></h1>
<p>Card <?= Html::encode($member->card_number) ?> · <?= Html::encode($member->branch) ?></p>
<table>
<?php foreach ($loans as $loan): ?>
    <tr><td><?= Html::encode($loan['title']) ?></td><td><?= Html::encode($loan['due_date']) ?></td></tr>
<?php endforeach ?>
</table>
<p class="notice-echo" title="<?= Html::encode($notice) ?>">Notices</p>
