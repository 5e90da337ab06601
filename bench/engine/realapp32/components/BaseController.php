<?php

namespace app\components;

use Yii;
use yii\helpers\Url;
use yii\web\Controller;
use yii\web\NotFoundHttpException;

/**
 * Shared plumbing for the public site controllers: the signed-in member, query-string
 * shortcuts and the "back to where you were" redirect used after forms.
 */
abstract class BaseController extends Controller
{
    protected function query(string $name, $default = null)
    {
        return Yii::$app->request->get($name, $default);
    }

    protected function memberId(): ?int
    {
        $id = Yii::$app->user->id;
        return $id === null ? null : (int) $id;
    }

    protected function requireFound($model)
    {
        if ($model === null) {
            throw new NotFoundHttpException('That item is not in the catalogue.');
        }
        return $model;
    }

    /** Only same-site paths are followed; anything else goes to the home page. */
    protected function backTo(?string $url)
    {
        if ($url !== null && $url !== '' && Url::isRelative($url)) {
            return $this->redirect($url);
        }
        return $this->goHome();
    }
}
