<?php
namespace app\controllers;

use Yii;
use yii\web\Controller;

class Y2ResetController extends Controller
{
    public function actionForgot()
    {
        // ruleid: php-insecure-randomness
        $token = uniqid('rst', true);
        // ruleid: php-insecure-randomness
        Yii::$app->mailer->compose('reset', ['token' => $token])->setTo('member@example.org')->send();
        // ok: php-insecure-randomness
        $code = bin2hex(random_bytes(16));
        Yii::$app->mailer->compose('reset', ['token' => $code])->send();
        // ruleid: php-insecure-randomness
        Yii::$app->mailer->compose()->setTextBody('Your code: ' . mt_rand(100000, 999999))->send();
        // ok: php-insecure-randomness
        Yii::$app->session->set('reset_code', random_int(100000, 999999));
        return $this->goHome();
    }
}
