<?php

namespace app\models;

use yii\db\ActiveRecord;

/**
 * @property int $id
 * @property string $title
 * @property string $author
 * @property string $isbn
 * @property string $genre
 * @property string $shelf
 * @property int $year
 * @property int $copies
 * @property string $description
 */
class Book extends ActiveRecord
{
    public static function tableName()
    {
        return '{{%book}}';
    }

    public function rules()
    {
        return [
            [['title', 'author', 'isbn'], 'required'],
            [['year', 'copies'], 'integer'],
            [['title', 'author', 'shelf', 'genre'], 'string', 'max' => 255],
            ['description', 'string'],
        ];
    }

    public static function searchTitle(string $q): array
    {
        return static::find()->where("title LIKE '%$q%'")->limit(50)->all();
    }

    public static function byAuthor(string $author): array
    {
        return static::find()->where(['author' => $author])->orderBy(['year' => SORT_DESC])->all();
    }

    public static function byIsbn(string $isbn): ?self
    {
        return static::findBySql("SELECT * FROM book WHERE isbn = '" . $isbn . "'")->one();
    }

    public static function byIsbnBound(string $isbn): ?self
    {
        return static::findBySql('SELECT * FROM book WHERE isbn = :isbn', [':isbn' => $isbn])->one();
    }

    public static function inGenreSince(string $genre, int $fromYear): array
    {
        return static::find()
            ->andWhere(['genre' => $genre])
            ->andWhere(['>=', 'year', $fromYear])
            ->orderBy(['title' => SORT_ASC])
            ->all();
    }

    public static function onShelf(string $shelf): array
    {
        return static::find()->where('shelf = :shelf', [':shelf' => $shelf])->all();
    }

    public function getLoans()
    {
        return $this->hasMany(Loan::class, ['book_id' => 'id']);
    }
}
