<?php
namespace app\controllers;

use Yii;
use yii\helpers\Html;
use yii\helpers\HtmlPurifier;
use yii\web\Controller;

// Yii 2: a string an action returns is the HTML page; asJson() and redirect() answer Response objects.
class Y2SearchController extends Controller
{
    public function actionIndex($q = '')
    {
        if ($q === '') {
            // ok: php-xss
            return $this->asJson(['q' => $q]);
        }
        // ruleid: php-xss
        return '<p>No titles match ' . $q . '</p>';
    }

    public function actionEscaped($q = '')
    {
        // ok: php-xss
        return '<p>No titles match ' . Html::encode($q) . '</p>';
    }

    public function actionTitle()
    {
        $title = Yii::$app->request->get('title');
        // ok: php-xss
        echo $this->renderContent('<h2>' . Html::encode($title) . '</h2>' . HtmlPurifier::process(Yii::$app->request->post('bio')));
        // ruleid: php-xss
        return $this->renderContent('<h2>' . $title . '</h2>');
    }

    public function actionPage($q)
    {
        // ok: php-xss
        echo '<a href="' . \yii\helpers\Url::to(['search/index', 'q' => $q]) . '">again</a>';
        // ok: php-xss
        return $this->render('page', ['q' => $q]);
    }

    public function actionLink($q)
    {
        // ruleid: php-xss
        echo Html::a($q, ['search/index', 'q' => $q]);
        // ok: php-xss
        echo Html::a(Html::encode($q), ['search/index', 'q' => $q]);
        // ok: php-xss
        echo Html::hiddenInput('q', $q);
        // ruleid: php-xss
        echo Html::tag('div', $q, ['class' => 'q']);
        // ok: php-xss
        echo Html::tag('div', Html::encode($q), ['data-q' => $q]);
        // ok: php-xss
        return Yii::$app->response->sendContentAsFile($q, 'q.txt');
    }
}

// A view: ActiveForm fields encode the model's attribute values.
$model = new \yii\base\DynamicModel(['card']);
$model->load(Yii::$app->request->post());
$form = \yii\widgets\ActiveForm::begin(['id' => 'login-form']);
// ok: php-xss
echo $form->field($model, 'card')->textInput();
// ruleid: php-xss
echo '<p>' . $model->card . '</p>';
