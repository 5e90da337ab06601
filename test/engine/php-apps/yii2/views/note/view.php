<?php

use yii\helpers\Html;

/** @var string $tab */
?>
<h1><?= Html::encode($note->title) ?></h1>
<p class="tab"><?= $tab ?></p><!-- expect: php-xss -->
<p class="tab-safe"><?= Html::encode($tab) ?></p>
<?= Html::a($tab, ['note/view', 'id' => $note->id]) ?><!-- expect: php-xss -->
<?= Html::a(Html::encode($tab), ['note/view', 'id' => $note->id, 'tab' => $tab]) ?>
