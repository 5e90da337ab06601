<?php

use yii\helpers\Html;

?>
<h1>Audit log for <?= $user ?></h1><!-- expect: php-xss -->
<p>Page <?= $page ?> for <?= Html::encode($user) ?></p>
