<?php

/** @var array $prefs */
/** @var string $shelf */

use yii\helpers\Html;

$this->title = 'Welcome';
?>
<h1>Harrowgate Libraries</h1>
<p>Try shelf <?= Html::encode($shelf) ?> today.</p>
<p class="layout">Layout: <?= Html::encode($prefs['layout'] ?? 'grid') ?></p>
