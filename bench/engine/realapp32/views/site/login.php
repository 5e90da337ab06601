<?php

/** @var yii\web\View $this */
/** @var app\models\LoginForm $model */
/** @var string $username */

use yii\helpers\Html;
use yii\widgets\ActiveForm;

$this->title = 'Sign in';
?>
<?php if ($model->hasErrors()): ?>
    <p class="error">We could not sign in card <?= $username ?>.</p>
    <p class="error-safe">Check the number <?= Html::encode($username) ?> on your card.</p>
<?php endif ?>
<?php $form = ActiveForm::begin(['id' => 'login-form']); ?>
    <?= $form->field($model, 'card') ?>
    <?= $form->field($model, 'password')->passwordInput() ?>
    <?= $form->field($model, 'remember')->checkbox() ?>
    <?= Html::submitButton('Sign in') ?>
<?php ActiveForm::end(); ?>
