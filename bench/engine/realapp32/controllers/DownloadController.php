<?php

namespace app\controllers;

use app\components\BaseController;
use app\components\PasswordHelper;
use Yii;
use yii\web\NotFoundHttpException;

class DownloadController extends BaseController
{
    public function actionEbook($file)
    {
        $path = Yii::getAlias('@ebooks') . '/' . $file;
        if (!is_file($path)) {
            throw new NotFoundHttpException();
        }

        return Yii::$app->response->sendFile($path);
    }

    public function actionEbookSafe($file)
    {
        $path = Yii::getAlias('@ebooks') . '/' . basename($file);
        if (!is_file($path)) {
            throw new NotFoundHttpException();
        }
        Yii::$app->response->headers->set('X-Checksum', PasswordHelper::fileChecksum($path));

        return Yii::$app->response->sendFile($path);
    }

    public function actionCover()
    {
        $name = Yii::$app->request->get('name');
        $data = file_get_contents(Yii::getAlias('@uploads/covers/') . $name);

        return Yii::$app->response->sendContentAsFile($data, 'cover.jpg', ['inline' => true]);
    }

    public function actionThumb()
    {
        $name = basename((string) Yii::$app->request->get('name'));
        $data = file_get_contents(Yii::getAlias('@uploads/thumbs/') . $name);

        return Yii::$app->response->sendContentAsFile($data, $name, ['inline' => true]);
    }

    public function actionReceipt(int $id)
    {
        return Yii::$app->response->sendFile(Yii::getAlias('@uploads/receipts/') . $id . '.pdf');
    }

    public function actionLocalHistory($doc)
    {
        $base = realpath(Yii::getAlias('@uploads/local-history'));
        $path = realpath($base . '/' . $doc);
        if ($path === false || !str_starts_with($path, $base . DIRECTORY_SEPARATOR)) {
            throw new NotFoundHttpException();
        }

        return Yii::$app->response->sendFile($path);
    }
}
