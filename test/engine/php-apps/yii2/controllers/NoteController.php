<?php

namespace app\controllers;

use app\models\Note;
use Yii;
use yii\helpers\Html;
use yii\web\Controller;

class NoteController extends Controller
{
    public function actionView(int $id, $tab = 'text')
    {
        $note = Note::findOne($id);
        return $this->render('view', ['note' => $note, 'tab' => $tab]);
    }

    public function actionSearch($q)
    {
        $rows = Note::find()->where(['title' => $q])->all();
        $raw = Note::find()->andWhere("title LIKE '%" . $q . "%'")->all(); // expect: php-sqli-tainted-query
        if (!$rows && !$raw) {
            return '<p>Nothing for ' . $q . '</p>'; // expect: php-xss
        }
        return $this->asJson(['q' => $q, 'rows' => $rows]);
    }

    public function actionTag()
    {
        $tag = Yii::$app->request->get('tag');
        $safe = Yii::$app->db->createCommand('SELECT * FROM note WHERE tag = :t', [':t' => $tag])->queryAll();
        $rows = Yii::$app->db->createCommand("SELECT * FROM note WHERE tag = '$tag'")->queryAll(); // expect: php-sqli-tainted-query
        return $this->renderContent('<h2>' . Html::encode($tag) . '</h2>' . count($rows) . count($safe));
    }

    public function actionBack()
    {
        $to = Yii::$app->request->post('to');
        if (\yii\helpers\Url::isRelative($to)) {
            return $this->redirect($to);
        }
        Yii::$app->session->set('last_tag', Yii::$app->request->post('tag')); // expect: php-trust-boundary-session
        return $this->redirect(Yii::$app->request->get('next')); // expect: php-open-redirect
    }

    public function actions()
    {
        return ['error' => ['class' => 'yii\web\ErrorAction']];
    }

    public function label($text)
    {
        return '<b>' . $text . '</b>';
    }
}
