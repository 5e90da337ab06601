<?php

namespace app\controllers;

use app\components\BaseController;
use app\components\PreferenceCookie;
use app\components\TokenService;
use app\models\LoginForm;
use app\models\Member;
use Yii;
use yii\helpers\Url;

class SiteController extends BaseController
{
    public function actions()
    {
        return ['error' => ['class' => 'yii\web\ErrorAction']];
    }

    public function actionIndex()
    {
        $prefs = (new PreferenceCookie())->load();
        $shelf = (new TokenService())->featuredShelf(['A1', 'B4', 'C2', 'Local history']);

        return $this->render('index', ['prefs' => $prefs, 'shelf' => $shelf]);
    }

    public function actionLogin()
    {
        $form = new LoginForm();
        if ($form->load(Yii::$app->request->post()) && $form->login()) {
            Yii::$app->session->set('member_id', $form->getMember()->id);
            if ($form->remember) {
                setcookie('leafline_remember', Yii::$app->user->identity->getAuthKey(), time() + 2592000, '/', '', false, false);
            }
            return $this->redirect(Yii::$app->request->get('return', Url::home()));
        }
        $username = Yii::$app->request->post('LoginForm')['card'] ?? '';

        return $this->render('login', ['model' => $form, 'username' => $username]);
    }

    public function actionContinue()
    {
        return $this->backTo(Yii::$app->request->get('next'));
    }

    public function actionLogout()
    {
        Yii::$app->user->logout();
        setcookie('leafline_remember', '', ['expires' => time() - 3600, 'path' => '/', 'secure' => true, 'httponly' => true]);

        return $this->goHome();
    }

    public function actionOut($to)
    {
        return $this->redirect($to);
    }

    public function actionPartner($to)
    {
        $host = parse_url($to, PHP_URL_HOST);
        if (in_array($host, Yii::$app->params['redirectHosts'], true)) {
            return $this->redirect($to, 302);
        }

        return $this->redirect(['site/index']);
    }

    public function actionForgot()
    {
        $member = Member::findByCard((string) Yii::$app->request->post('card'));
        if ($member !== null) {
            $tokens = new TokenService();
            $token = Yii::$app->request->post('kiosk') ? $tokens->legacyResetToken() : $tokens->resetToken();
            Yii::$app->db->createCommand()->update('member', ['reset_token' => $token], ['id' => $member->id])->execute();
            Yii::$app->mailer->compose('reset', ['token' => $token])->setTo($member->email)->send();
        }

        return $this->render('forgot-sent');
    }

    public function actionPrefs()
    {
        $store = new PreferenceCookie();
        $state = Yii::$app->request->post('state');
        $restored = $state ? unserialize(base64_decode($state)) : [];
        $layout = $store->loadPlain((string) Yii::$app->request->post('layout', ''));
        $store->save(array_merge($store->loadJson(), (array) $restored, $layout));

        return $this->redirect(['site/index']);
    }
}
