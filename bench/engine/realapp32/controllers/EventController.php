<?php

namespace app\controllers;

use app\components\BaseController;
use app\models\Event;
use Yii;
use yii\helpers\Html;

class EventController extends BaseController
{
    public function actionIndex()
    {
        $events = Event::search(Yii::$app->request->get('q'), Yii::$app->request->get('branch'));

        return $this->render('index', ['events' => $events]);
    }

    public function actionBranch($branch)
    {
        $rows = Yii::$app->db
            ->createCommand("SELECT * FROM event WHERE branch = '" . $branch . "' ORDER BY starts_at")
            ->queryAll();
        $bound = Yii::$app->db
            ->createCommand('SELECT * FROM event WHERE branch = :b ORDER BY starts_at', [':b' => $branch])
            ->queryAll();

        return $this->asJson(['events' => $rows ?: $bound]);
    }

    public function actionPopular()
    {
        $min = Yii::$app->request->get('min', 5);
        $rows = Event::find()
            ->select(['event.id', 'event.title', 'COUNT(b.id) AS booked'])
            ->leftJoin('booking b', 'b.event_id = event.id')
            ->groupBy('event.id')
            ->having('COUNT(b.id) >= ' . $min)
            ->asArray()
            ->all();

        return $this->asJson($rows);
    }

    public function actionView(int $id)
    {
        $event = $this->requireFound(Event::findOne($id));
        $ref = Yii::$app->request->get('ref', '');

        return $this->render('view', ['event' => $event, 'ref' => $ref]);
    }

    public function actionTitle()
    {
        $title = Yii::$app->request->get('title', 'Events');
        if (Yii::$app->request->get('plain')) {
            return $this->renderContent('<h2 class="plain">' . Html::encode($title) . '</h2>');
        }

        return $this->renderContent('<h2>' . $title . '</h2>');
    }

    public function actionBook(int $id)
    {
        $event = $this->requireFound(Event::findOne($id));
        Yii::$app->db->createCommand()->insert('booking', ['event_id' => $event->id, 'member_id' => $this->memberId()])->execute();

        Yii::$app->response->redirect(Yii::$app->request->post('back'));
        return Yii::$app->response;
    }

    public function actionFeed()
    {
        $url = Yii::$app->request->post('feed_url');
        $xml = file_get_contents($url);

        return $this->asJson(['bytes' => strlen((string) $xml)]);
    }

    public function actionPartnerFeed()
    {
        $url = (string) Yii::$app->request->post('feed_url');
        if (parse_url($url, PHP_URL_SCHEME) !== 'https' || !in_array(parse_url($url, PHP_URL_HOST), Yii::$app->params['feedHosts'], true)) {
            return $this->asJson(['error' => 'Feed host not allowed']);
        }
        $ch = curl_init($url);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $xml = curl_exec($ch);

        return $this->asJson(['bytes' => strlen((string) $xml)]);
    }
}
