<?php

namespace app\controllers;

use app\components\BaseController;
use app\models\Loan;
use Yii;
use yii\db\Query;
use yii\filters\AccessControl;

class LoanController extends BaseController
{
    public function behaviors()
    {
        return [
            'access' => [
                'class' => AccessControl::class,
                'rules' => [['allow' => true, 'roles' => ['@']]],
            ],
        ];
    }

    public function actionIndex()
    {
        $wanted = (array) Yii::$app->request->get('status', ['out', 'overdue']);
        $statuses = array_values(array_intersect($wanted, Loan::STATUSES));
        $loans = Loan::forMember($this->memberId(), $statuses);

        return $this->render('/member/profile', ['loans' => $loans, 'notice' => $this->query('notice', ''), 'member' => Yii::$app->user->identity]);
    }

    public function actionOverdue()
    {
        $before = Yii::$app->request->get('before', date('Y-m-d'));
        $rows = (new Query())
            ->from('loan')
            ->where(['member_id' => $this->memberId()])
            ->andWhere("due_date < '" . $before . "'")
            ->all();
        $mine = Loan::overdueSince($this->memberId(), $before);

        return $this->asJson(['overdue' => $rows, 'count' => count($mine)]);
    }

    public function actionRenew($id)
    {
        Yii::$app->db->createCommand("UPDATE loan SET renewed = renewed + 1, due_date = DATE_ADD(due_date, INTERVAL 21 DAY) WHERE id = $id")->execute();

        return $this->redirect(['loan/index']);
    }

    public function actionRenewChecked($id)
    {
        Yii::$app->db->createCommand('UPDATE loan SET renewed = renewed + 1 WHERE id = :id AND member_id = :m AND renewed < 3')
            ->bindValue(':id', $id)
            ->bindValue(':m', $this->memberId())
            ->execute();

        return $this->redirect(['loan/index']);
    }

    public function actionReturn(int $id)
    {
        Yii::$app->db->createCommand("UPDATE loan SET status = 'returned' WHERE id = $id")->execute();

        return $this->redirect(['loan/index']);
    }

    public function actionLost($id)
    {
        Yii::$app->db->createCommand("UPDATE loan SET status = 'lost' WHERE id = " . (int) $id)->execute();

        return $this->goBack();
    }
}
