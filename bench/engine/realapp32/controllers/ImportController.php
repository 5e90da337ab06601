<?php

namespace app\controllers;

use app\components\BaseController;
use app\components\MarcImporter;
use Yii;
use yii\filters\AccessControl;
use yii\web\UploadedFile;

/**
 * Cataloguers upload publisher ONIX feeds, MARCXML batches from other libraries and
 * holdings lists.
 */
class ImportController extends BaseController
{
    public function behaviors()
    {
        return [
            'access' => [
                'class' => AccessControl::class,
                'rules' => [['allow' => true, 'roles' => ['cataloguer']]],
            ],
        ];
    }

    public function actionOnix()
    {
        $file = UploadedFile::getInstanceByName('feed');
        $titles = (new MarcImporter())->parseOnix(file_get_contents($file->tempName));

        return $this->asJson(['imported' => count($titles)]);
    }

    public function actionMarc()
    {
        $xml = Yii::$app->request->getRawBody();
        $importer = new MarcImporter();
        $records = Yii::$app->request->get('strict') ? $importer->parseMarcStrict($xml) : $importer->parseMarc($xml);

        return $this->asJson(['records' => count($records)]);
    }

    public function actionHoldings()
    {
        $holdings = (new MarcImporter())->parseHoldings(Yii::$app->request->post('xml', ''));

        return $this->asJson(['holdings' => $holdings]);
    }

    public function actionUpload()
    {
        $file = UploadedFile::getInstanceByName('batch');
        $folder = Yii::$app->request->post('folder', 'misc');
        $file->saveAs(Yii::getAlias('@uploads/imports/') . $folder . '/' . $file->baseName . '.' . $file->extension);
        $file->saveAs(Yii::getAlias('@uploads/archive/') . date('Ymd') . '/' . $file->baseName . '.' . $file->extension, false);

        return $this->asJson(['stored' => true]);
    }
}
