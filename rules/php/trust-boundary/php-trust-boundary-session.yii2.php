<?php
namespace app\controllers;

use Yii;
use yii\web\Controller;

class Y2BranchController extends Controller
{
    public function actionSwitch()
    {
        $branch = Yii::$app->request->post('branch');
        // ruleid: php-trust-boundary-session
        Yii::$app->session->set('branch_admin', $branch);
        // ok: php-trust-boundary-session
        Yii::$app->session->set('branch_seen', in_array($branch, ['north', 'south'], true) ? $branch : 'north');
        // ok: php-trust-boundary-session
        Yii::$app->session->set('member_id', Yii::$app->user->id);
        // ruleid: php-trust-boundary-session
        Yii::$app->getSession()->set('view_as', Yii::$app->request->get('as'));
        $session = Yii::$app->session;
        // ruleid: php-trust-boundary-session
        $session['branch'] = $branch;
        // ok: php-trust-boundary-session
        $session['seen_at'] = time();
        return $this->goHome();
    }
}
