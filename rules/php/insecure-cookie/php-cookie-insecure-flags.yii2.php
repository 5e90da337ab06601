<?php
namespace app\controllers;

use Yii;
use yii\base\Model;
use yii\web\Controller;

class Y2LoginForm extends Model
{
    public $card;
    public $remember = false;
}

// A flag the posted form sets (`load()` fills the public attributes) may be on.
class Y2LoginController extends Controller
{
    public function actionLogin()
    {
        $form = new Y2LoginForm();
        $form->load(Yii::$app->request->post());
        if ($form->remember) {
            // ruleid: php-cookie-insecure-flags
            setcookie('remember', 'token', time() + 86400, '/', '', false, false);
            // ok: php-cookie-insecure-flags
            setcookie('remember_v2', 'token', ['expires' => time() + 86400, 'secure' => true, 'httponly' => true]);
        }
        return $this->goHome();
    }
}
