<?php

/** @var string $pin */

use yii\helpers\Html;

?>
<p>Your kiosk PIN is <strong><?= Html::encode($pin) ?></strong>. It is shown once.</p>
