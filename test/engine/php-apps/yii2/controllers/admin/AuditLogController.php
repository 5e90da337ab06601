<?php

namespace app\controllers\admin;

use Yii;
use yii\web\Controller;

class AuditLogController extends Controller
{
    public function actionIndex($user = '')
    {
        return $this->render('index', ['user' => $user, 'page' => (int) Yii::$app->request->get('page', 1)]);
    }

    public function actionFile($name)
    {
        return Yii::$app->response->sendFile(Yii::getAlias('@runtime/logs/') . $name); // expect: php-path-traversal
    }
}
