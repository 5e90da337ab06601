<?php

/** @var yii\web\View $this */
/** @var app\models\Book $book */
/** @var string $highlight */

use yii\helpers\Html;

$this->title = $book->title;
?>
<h1><?= Html::encode($book->title) ?></h1>
<p class="author">by <?= Html::encode($book->author) ?> (<?= (int) $book->year ?>)</p>
<?php if ($highlight !== ''): ?>
    <p class="hl">Matched: <mark><?= $highlight ?></mark></p>
    <p class="hl-safe" data-term="<?= Html::encode($highlight) ?>"></p>
<?php endif ?>
<div class="description"><?= Html::encode($book->description) ?></div>
<img src="<?= Html::encode(Yii::$app->urlManager->createUrl(['book/cover', 'id' => $book->id])) ?>" alt="">
