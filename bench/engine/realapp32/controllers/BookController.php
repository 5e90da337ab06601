<?php

namespace app\controllers;

use app\components\BaseController;
use app\components\CoverFetcher;
use app\models\Book;
use Yii;
use yii\data\ActiveDataProvider;
use yii\helpers\Html;

class BookController extends BaseController
{
    public function actionIndex($genre = null, int $page = 1)
    {
        $query = Book::find()->orderBy(['title' => SORT_ASC]);
        if ($genre !== null && $genre !== '') {
            $query->andWhere("genre = '" . $genre . "'");
        }
        $provider = new ActiveDataProvider(['query' => $query, 'pagination' => ['pageSize' => 20, 'page' => $page - 1]]);

        return $this->render('index', ['provider' => $provider, 'genre' => $genre, 'page' => $page]);
    }

    public function actionView(int $id)
    {
        $book = $this->requireFound(Book::findOne($id));
        $highlight = $this->query('hl', '');

        return $this->render('view', ['book' => $book, 'highlight' => $highlight]);
    }

    public function actionSearch($q = '')
    {
        $q = trim($q);
        if ($q === '') {
            return "<p class=\"empty\">Type a title to search the catalogue.</p>";
        }
        $books = Book::searchTitle($q);
        if (!$books) {
            return "<p class=\"empty\">No titles match " . $q . ".</p>";
        }

        return $this->render('search', ['books' => $books, 'q' => $q]);
    }

    public function actionSuggest($q = '')
    {
        $books = Book::find()->andFilterWhere(['like', 'title', $q])->limit(8)->all();
        if (!$books) {
            return '<li class="none">Nothing for ' . Html::encode($q) . '</li>';
        }

        return $this->asJson(['query' => $q, 'titles' => array_map(fn ($b) => $b->title, $books)]);
    }

    public function actionAuthor($name)
    {
        return $this->render('search', ['books' => Book::byAuthor($name), 'q' => $name]);
    }

    public function actionIsbn($isbn)
    {
        $book = Book::byIsbn($isbn);
        if ($book === null) {
            $book = $this->requireFound(Book::byIsbnBound(Yii::$app->request->get('alt', '')));
        }

        return $this->redirect(['book/view', 'id' => $book->id]);
    }

    public function actionGenre($genre)
    {
        $from = (int) Yii::$app->request->get('from', 1900);

        return $this->render('search', ['books' => Book::inGenreSince($genre, $from), 'q' => $genre]);
    }

    public function actionShelf()
    {
        $shelf = Yii::$app->request->get('shelf', 'A1');

        return $this->render('search', ['books' => Book::onShelf($shelf), 'q' => $shelf]);
    }

    public function actionCover(int $id)
    {
        $book = $this->requireFound(Book::findOne($id));
        $fetcher = new CoverFetcher();
        $image = $fetcher->byIsbn($book->isbn);
        if ($image === null && ($coverId = Yii::$app->request->get('cover_id')) !== null) {
            $image = $fetcher->byCoverId((int) $coverId);
        }
        if ($image === null) {
            $image = $fetcher->fromUrl(Yii::$app->request->get('fallback_url', ''));
        }

        return Yii::$app->response->sendContentAsFile((string) $image, $book->isbn . '.jpg', ['inline' => true, 'mimeType' => 'image/jpeg']);
    }
}
