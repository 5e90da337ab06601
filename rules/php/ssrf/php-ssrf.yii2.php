<?php
namespace app\controllers;

use Yii;
use yii\web\Controller;

class Y2CoverController extends Controller
{
    public function actionThumb($name)
    {
        // ok: php-ssrf
        $data = file_get_contents(Yii::getAlias('@uploads/thumbs/') . basename($name));
        return Yii::$app->response->sendContentAsFile($data, 'thumb.jpg');
    }

    // An alias alone may be a URL whose host the appended text extends (`https://cdn.example` . `.evil.test`).
    public function actionCdn($name)
    {
        // ruleid: php-ssrf
        $data = file_get_contents(Yii::getAlias('@cdn') . $name);
        return Yii::$app->response->sendContentAsFile($data, 'cover.jpg');
    }

    public function actionFetch()
    {
        // ruleid: php-ssrf
        $ch = curl_init(Yii::$app->request->post('feed_url'));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        return $this->asJson(['bytes' => strlen((string) curl_exec($ch))]);
    }
}
