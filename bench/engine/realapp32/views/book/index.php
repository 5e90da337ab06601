<?php

/** @var yii\web\View $this */
/** @var yii\data\ActiveDataProvider $provider */
/** @var string|null $genre */
/** @var int $page */

use yii\helpers\Html;

$this->title = 'Catalogue';
?>
<h1>Catalogue<?php if ($genre): ?> · <?= Html::encode($genre) ?><?php endif ?></h1>
<p class="page">Page <?= $page ?></p>
<ul>
<?php foreach ($provider->getModels() as $book): ?>
    <li><?= Html::a(Html::encode($book->title), ['book/view', 'id' => $book->id]) ?> — <?= Html::encode($book->author) ?></li>
<?php endforeach ?>
</ul>
