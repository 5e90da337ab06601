<?php

/** @var yii\web\View $this */
/** @var app\models\Event $event */
/** @var string $ref */

use yii\helpers\Html;

$this->title = $event->title;
?>
<h1><?= Html::encode($event->title) ?></h1>
<form method="post" action="<?= Html::encode(Yii::$app->urlManager->createUrl(['event/book', 'id' => $event->id])) ?>">
    <?= Html::hiddenInput(Yii::$app->request->csrfParam, Yii::$app->request->csrfToken) ?>
    <input type="hidden" name="ref" value="<?= $ref ?>">
    <input type="hidden" name="ref_checked" value="<?= Html::encode($ref) ?>">
    <?= Html::hiddenInput('source', $ref) ?>
    <button>Book a place</button>
</form>
