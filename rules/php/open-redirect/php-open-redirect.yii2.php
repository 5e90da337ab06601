<?php
namespace app\controllers;

use Yii;
use yii\helpers\Url;
use yii\web\Controller;

class Y2SiteController extends Controller
{
    public function actionOut($to)
    {
        // ruleid: php-open-redirect
        return $this->redirect($to);
    }

    public function actionContinue()
    {
        $next = Yii::$app->request->get('next');
        if ($next !== null && Url::isRelative($next)) {
            // ok: php-open-redirect
            return $this->redirect($next);
        }
        // ok: php-open-redirect
        return $this->redirect(['site/index', 'from' => $next]);
    }

    public function actionBack()
    {
        // ruleid: php-open-redirect
        Yii::$app->response->redirect(Yii::$app->request->post('back'));
        return Yii::$app->response;
    }
}
