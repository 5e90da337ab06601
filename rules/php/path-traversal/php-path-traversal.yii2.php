<?php
namespace app\controllers;

use Yii;
use yii\web\Controller;
use yii\web\UploadedFile;

class Y2DownloadController extends Controller
{
    public function actionEbook($file)
    {
        // ruleid: php-path-traversal
        return Yii::$app->response->sendFile(Yii::getAlias('@app/storage/ebooks/') . $file);
    }

    public function actionLog($name)
    {
        // ruleid: php-path-traversal
        return Yii::$app->getResponse()->sendFile(Yii::getAlias('@runtime/logs/') . $name);
    }

    public function actionEbookSafe($file)
    {
        // ok: php-path-traversal
        return Yii::$app->response->sendFile(Yii::getAlias('@app/storage/ebooks/') . basename($file));
    }

    // An `int` action parameter is converted (or the request fails): digits only.
    public function actionReceipt(int $id)
    {
        // ok: php-path-traversal
        return Yii::$app->response->sendFile(Yii::getAlias('@runtime/receipts/') . $id . '.pdf');
    }

    public function actionUpload()
    {
        $file = UploadedFile::getInstanceByName('batch');
        $folder = Yii::$app->request->post('folder');
        // ruleid: php-path-traversal
        $file->saveAs(Yii::getAlias('@runtime/imports/') . $folder . '/' . $file->baseName);
        // ok: php-path-traversal
        $file->saveAs(Yii::getAlias('@runtime/archive/') . date('Ymd') . '/' . $file->baseName);
        return $this->asJson(['ok' => true]);
    }
}
