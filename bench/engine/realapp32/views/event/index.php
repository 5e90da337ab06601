<?php

/** @var app\models\Event[] $events */

use yii\helpers\Html;

?>
<ul class="events">
<?php foreach ($events as $event): ?>
    <li><?= Html::a(Html::encode($event->title), ['event/view', 'id' => $event->id]) ?> · <?= Html::encode($event->starts_at) ?></li>
<?php endforeach ?>
</ul>
