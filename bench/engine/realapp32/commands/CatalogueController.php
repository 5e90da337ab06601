<?php

namespace app\commands;

use Yii;
use yii\console\Controller;
use yii\console\ExitCode;

/**
 * Nightly catalogue maintenance, run from cron as `php yii catalogue/<action>`.
 */
class CatalogueController extends Controller
{
    private const SEARCH_INDEX = 'leafline_books';

    public function actionReindex(int $batch = 500)
    {
        exec('/usr/local/bin/indexer --rotate --batch=' . $batch . ' ' . self::SEARCH_INDEX, $out, $code);
        $this->stdout(implode("\n", $out) . "\n");

        return $code === 0 ? ExitCode::OK : ExitCode::UNSPECIFIED_ERROR;
    }

    public function actionThumbnails()
    {
        foreach (glob(Yii::getAlias('@uploads/covers/') . '*.jpg') as $cover) {
            $thumb = Yii::getAlias('@uploads/thumbs/') . basename($cover);
            shell_exec('convert ' . escapeshellarg($cover) . ' -resize 120x180 ' . escapeshellarg($thumb));
        }

        return ExitCode::OK;
    }

    public function actionPrune(int $days = 30)
    {
        $spec = [1 => ['pipe', 'w']];
        $proc = proc_open('find ' . escapeshellarg(Yii::getAlias('@uploads/imports')) . ' -type f -mtime +' . $days . ' -delete', $spec, $pipes);
        proc_close($proc);

        return ExitCode::OK;
    }
}
