<?php

namespace app\controllers;

use app\components\BaseController;
use app\components\PasswordHelper;
use app\components\TokenService;
use app\models\Member;
use Yii;
use yii\helpers\HtmlPurifier;
use yii\web\Cookie;

class MemberController extends BaseController
{
    public function actionProfile()
    {
        $member = $this->requireFound(Member::findOne($this->memberId()));
        $notice = Yii::$app->request->get('notice', '');

        return $this->render('profile', ['member' => $member, 'notice' => $notice, 'loans' => []]);
    }

    public function actionLookup()
    {
        $card = Yii::$app->request->post('card');
        $member = Member::findBySql('SELECT * FROM member WHERE card_number = ' . $card)->one();
        $same = Member::findByCard((string) $card);

        return $this->asJson(['found' => $member !== null && $same !== null]);
    }

    public function actionBio()
    {
        $member = $this->requireFound(Member::findOne($this->memberId()));
        $bio = Yii::$app->request->getBodyParam('bio', '');
        $member->bio = $bio;
        $member->save(false, ['bio']);

        return $this->renderContent('<div class="bio">' . HtmlPurifier::process($bio) . '</div>');
    }

    public function actionPassword()
    {
        $member = $this->requireFound(Member::findOne($this->memberId()));
        $member->password_hash = PasswordHelper::hash(Yii::$app->request->post('password'));
        $member->save(false, ['password_hash']);

        return $this->redirect(['member/profile', 'notice' => 'Password changed']);
    }

    public function actionPin()
    {
        $tokens = new TokenService();
        $pin = $tokens->kioskPin();
        $salt = $tokens->resetToken();
        Yii::$app->db->createCommand()->update('member', ['kiosk_pin' => PasswordHelper::pinHash($pin, $salt), 'pin_salt' => $salt], ['id' => $this->memberId()])->execute();

        return $this->render('pin', ['pin' => $pin]);
    }

    public function actionRememberCard()
    {
        $member = $this->requireFound(Member::findOne($this->memberId()));
        setcookie('leafline_card', $member->card_number, time() + 86400 * 30, '/');
        Yii::$app->response->cookies->add(new Cookie([
            'name' => 'leafline_branch',
            'value' => $member->branch,
            'httpOnly' => true,
            'secure' => true,
            'sameSite' => Cookie::SAME_SITE_LAX,
        ]));

        return $this->redirect(['member/profile']);
    }

    public function actionBranch()
    {
        $branch = Yii::$app->request->post('branch');
        Yii::$app->session->set('branch_admin', $branch);
        Yii::$app->session->set('member_branch', $this->requireFound(Member::findOne($this->memberId()))->branch);

        return $this->redirect(['member/profile']);
    }
}
