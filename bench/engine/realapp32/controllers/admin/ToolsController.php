<?php

namespace app\controllers\admin;

use Yii;
use yii\filters\AccessControl;
use yii\web\Controller;

/**
 * Branch-manager tools: table backups, cover conversion, log searches, export bundles and
 * the card-block switch.
 */
class ToolsController extends Controller
{
    private const BACKUP_DIR = '/var/backups/leafline';

    public function behaviors()
    {
        return [
            'access' => [
                'class' => AccessControl::class,
                'rules' => [['allow' => true, 'roles' => ['admin']]],
            ],
        ];
    }

    public function actionBackup()
    {
        $table = Yii::$app->request->post('table');
        exec('mysqldump leafline ' . $table . ' > ' . self::BACKUP_DIR . '/' . $table . '.sql', $out, $code);

        return $this->asJson(['ok' => $code === 0]);
    }

    public function actionBackupChecked()
    {
        $table = (string) Yii::$app->request->post('table');
        exec('mysqldump leafline ' . escapeshellarg($table) . ' > ' . escapeshellarg(self::BACKUP_DIR . '/' . basename($table) . '.sql'), $out, $code);

        return $this->asJson(['ok' => $code === 0]);
    }

    public function actionFullBackup()
    {
        exec('mysqldump --single-transaction leafline | gzip > ' . self::BACKUP_DIR . '/full.sql.gz', $out, $code);

        return $this->asJson(['ok' => $code === 0]);
    }

    public function actionConvert()
    {
        $src = Yii::$app->request->get('src');
        $out = shell_exec("convert " . Yii::getAlias('@uploads/covers/') . $src . " -resize 200x300 " . Yii::getAlias('@uploads/thumbs/') . 'latest.jpg');

        return $this->asJson(['output' => $out]);
    }

    public function actionSearchLog()
    {
        $term = Yii::$app->request->get('term');
        ob_start();
        system('grep -c ' . $term . ' /var/log/leafline/search.log');
        $count = ob_get_clean();

        return $this->asJson(['count' => (int) $count]);
    }

    public function actionExport()
    {
        $dir = Yii::$app->request->post('dir');
        $spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
        $proc = proc_open('zip -r /tmp/leafline-export.zip ' . $dir, $spec, $pipes);
        $log = stream_get_contents($pipes[1]);
        proc_close($proc);

        return $this->asJson(['log' => $log]);
    }

    public function actionExportChecked()
    {
        $dir = (string) Yii::$app->request->post('dir');
        $spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
        $proc = proc_open(['zip', '-r', '/tmp/leafline-export.zip', '--', $dir], $spec, $pipes);
        $log = stream_get_contents($pipes[1]);
        proc_close($proc);

        return $this->asJson(['log' => $log]);
    }

    public function actionDisk()
    {
        return $this->asJson(['df' => shell_exec('df -h ' . escapeshellarg(Yii::getAlias('@uploads')))]);
    }

    public function actionBlock()
    {
        $card = Yii::$app->request->post('card');
        Yii::$app->db->createCommand()->update('member', ['blocked' => 1], 'card_number = ' . $card)->execute();
        Yii::$app->db->createCommand()->update('member', ['blocked' => 1], ['card_number' => $card])->execute();

        return $this->asJson(['blocked' => true]);
    }

    public function actionDeleteUpload()
    {
        $name = Yii::$app->request->post('name');
        unlink(Yii::getAlias('@uploads') . DIRECTORY_SEPARATOR . $name);

        return $this->asJson(['deleted' => true]);
    }

    public function actionWebhookTest()
    {
        $endpoint = Yii::$app->request->post('endpoint');
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $endpoint);
        curl_setopt($ch, CURLOPT_POST, true);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['ping' => time()]));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $reply = curl_exec($ch);

        return $this->asJson(['reply' => $reply]);
    }
}
