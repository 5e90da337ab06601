<?php

namespace app\models;

use Yii;
use yii\db\ActiveRecord;
use yii\db\Query;

/**
 * @property int $id
 * @property int $book_id
 * @property int $member_id
 * @property string $due_date
 * @property string $status
 * @property int $renewed
 */
class Loan extends ActiveRecord
{
    public const STATUSES = ['out', 'overdue', 'returned', 'lost'];

    public static function tableName()
    {
        return '{{%loan}}';
    }

    public static function forMember(int $memberId, array $statuses): array
    {
        return (new Query())
            ->select(['l.id', 'l.due_date', 'l.status', 'b.title'])
            ->from(['l' => 'loan'])
            ->innerJoin(['b' => 'book'], 'b.id = l.book_id')
            ->andWhere(['l.member_id' => $memberId])
            ->andWhere(['in', 'l.status', $statuses])
            ->orderBy(['l.due_date' => SORT_ASC])
            ->all();
    }

    public static function overdueSince(int $memberId, string $since): array
    {
        return Yii::$app->db
            ->createCommand('SELECT * FROM loan WHERE member_id = :m AND due_date < :d', [':m' => $memberId, ':d' => $since])
            ->queryAll();
    }

    public function getBook()
    {
        return $this->hasOne(Book::class, ['id' => 'book_id']);
    }
}
