<?php
namespace app\controllers;

use Yii;
use yii\db\ActiveRecord;
use yii\db\Query;
use yii\web\Controller;

class Y2Book extends ActiveRecord
{
}

// Yii 2: `actionXxx` parameters come from the query string; a string condition is SQL text,
// hash and operator arrays bind their values.
class Y2BookController extends Controller
{
    public function actionSearch($q, int $year = 2000)
    {
        // ruleid: php-sqli-tainted-query
        $a = Y2Book::find()->where("title LIKE '%$q%'")->all();
        // ok: php-sqli-tainted-query
        $b = Y2Book::find()->where(['title' => $q])->andWhere(['>=', 'year', $year])->all();
        // ok: php-sqli-tainted-query
        $c = Y2Book::find()->andFilterWhere(['like', 'title', $q])->all();
        // ok: php-sqli-tainted-query
        $d = Y2Book::find()->where("year = $year")->all();
        return $this->asJson([$a, $b, $c, $d]);
    }

    public function actionIsbn()
    {
        $isbn = Yii::$app->request->get('isbn');
        // ruleid: php-sqli-tainted-query
        $a = Y2Book::findBySql("SELECT * FROM book WHERE isbn = '" . $isbn . "'")->one();
        // ok: php-sqli-tainted-query
        $b = Y2Book::findBySql('SELECT * FROM book WHERE isbn = :isbn', [':isbn' => $isbn])->one();
        return $this->asJson([$a, $b]);
    }

    public function actionRenew($id)
    {
        // ruleid: php-sqli-tainted-query
        Yii::$app->db->createCommand("UPDATE loan SET renewed = 1 WHERE id = $id")->execute();
        // ok: php-sqli-tainted-query
        Yii::$app->db->createCommand('UPDATE loan SET renewed = 1 WHERE id = :id')->bindValue(':id', $id)->execute();
        $card = Yii::$app->request->getBodyParam('card');
        // ruleid: php-sqli-tainted-query
        Yii::$app->db->createCommand()->update('member', ['blocked' => 1], 'card = ' . $card)->execute();
        // ok: php-sqli-tainted-query
        Yii::$app->db->createCommand()->update('member', ['blocked' => 1], ['card' => $card])->execute();
        $before = Yii::$app->request->post('before');
        // ruleid: php-sqli-tainted-query
        $rows = (new Query())->from('loan')->andWhere("due < '" . $before . "'")->having('COUNT(*) > ' . $before)->all();
        return $this->redirect(['loan/index', 'n' => count($rows)]);
    }

    public function actionReport()
    {
        $q = Yii::$app->getRequest()->get('q');
        $db = Yii::$app->getDb();
        // ruleid: php-sqli-tainted-query
        $a = (new Query())->from('loan l')->leftJoin('book b', 'b.id = l.book_id AND b.genre = ' . $q)->all();
        // ok: php-sqli-tainted-query
        $b = (new Query())->from('loan l')->leftJoin('book b', ['b.genre' => $q])->all();
        // ruleid: php-sqli-tainted-query
        $db->createCommand()->delete('loan', 'status = ' . Yii::$app->request->queryParams['status'])->execute();
        // ok: php-sqli-tainted-query
        $db->createCommand()->delete('loan', ['status' => $q])->execute();
        // ok: php-sqli-tainted-query
        $db->createCommand("UPDATE member SET pw = '" . Yii::$app->security->generatePasswordHash($q) . "' WHERE id = 1")->execute();
        $sort = Yii::$app->request->get('sort');
        // ruleid: php-sqli-tainted-query
        $c = Y2Book::find()->orderBy($sort)->all();
        // ok: php-sqli-tainted-query
        $d = Y2Book::find()->orderBy(['title' => SORT_ASC])->select(['id', 'title'])->all();
        // ruleid: php-sqli-tainted-query
        Y2Book::updateAll(['hits' => 0], 'genre = ' . $q);
        // ok: php-sqli-tainted-query
        Y2Book::deleteAll(['genre' => $q]);
        // ok: php-sqli-tainted-query
        $db->createCommand('SELECT * FROM book WHERE genre = ' . $db->quoteValue($q))->queryAll();
        return $this->asJson([$a, $b, $c, $d]);
    }

    // Not an action: `actions()` maps standalone actions, helpers take what their callers pass.
    public function actions()
    {
        return [];
    }

    protected function byShelf($shelf)
    {
        // ok: php-sqli-tainted-query
        return Y2Book::find()->where("shelf = '$shelf'")->all();
    }
}

// `load()` copies the posted array into the form's public attributes; private state is not an attribute,
// and a record found by a request value is the stored record.
class Y2NoteForm extends \yii\base\Model
{
    public $title = 'untitled';
    private $table = 'note';

    public function save()
    {
        // ruleid: php-sqli-tainted-query
        Yii::$app->db->createCommand("INSERT INTO note (title) VALUES ('" . $this->title . "')")->execute();
        // ok: php-sqli-tainted-query
        Yii::$app->db->createCommand('DELETE FROM ' . $this->table . ' WHERE id = 0')->execute();
    }
}

class Y2NoteController extends Controller
{
    public function actionCreate()
    {
        $form = new Y2NoteForm();
        $form->load(Yii::$app->request->post());
        // ruleid: php-sqli-tainted-query
        $form->save();
        $book = Y2Book::findOne(['isbn' => Yii::$app->request->post('isbn')]);
        // ok: php-sqli-tainted-query
        Yii::$app->db->createCommand('UPDATE book SET hits = hits + 1 WHERE id = ' . $book->id)->execute();
        return $this->goHome();
    }
}
