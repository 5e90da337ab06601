<?php

/** @var yii\web\View $this */
/** @var string $content */

use yii\helpers\Html;
use yii\helpers\Url;

?>
<?php $this->beginPage() ?>
<!DOCTYPE html>
<html lang="<?= Yii::$app->language ?>">
<head>
    <meta charset="<?= Yii::$app->charset ?>">
    <?= Html::csrfMetaTags() ?>
    <title><?= Html::encode($this->title) ?> · Harrowgate Libraries</title>
    <?php $this->head() ?>
</head>
<body>
<?php $this->beginBody() ?>
<header>
    <a href="<?= Url::home() ?>">Harrowgate Libraries</a>
    <form action="<?= Url::to(['book/search']) ?>" method="get"><input name="q" placeholder="Search titles"></form>
</header>
<main><?= $content ?></main>
<?php $this->endBody() ?>
</body>
</html>
<?php $this->endPage() ?>
