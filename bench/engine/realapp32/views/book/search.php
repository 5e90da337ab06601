<?php

/** @var yii\web\View $this */
/** @var app\models\Book[] $books */
/** @var string $q */

use yii\helpers\Html;
use yii\helpers\Url;

$this->title = 'Search';
?>
<h1>Results for “<?= $q ?>”</h1>
<p class="summary"><?= count($books) ?> titles matching <?= Html::encode($q) ?></p>
<p>Search again: <?= Html::a($q, ['book/search', 'q' => $q]) ?></p>
<p>Or by author: <?= Html::a(Html::encode($q), ['book/author', 'name' => $q]) ?></p>
<a class="rss" href="<?= Url::to(['book/search', 'q' => $q, 'format' => 'rss']) ?>">RSS</a>
<ol>
<?php foreach ($books as $book): ?>
    <li><?= Html::a(Html::encode($book->title), ['book/view', 'id' => $book->id, 'hl' => $q]) ?></li>
<?php endforeach ?>
</ol>
