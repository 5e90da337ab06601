<?php

namespace app\models;

use yii\db\ActiveRecord;

/**
 * @property int $id
 * @property string $title
 * @property string $branch
 * @property string $starts_at
 * @property int $capacity
 */
class Event extends ActiveRecord
{
    public static function tableName()
    {
        return '{{%event}}';
    }

    public static function search(?string $q, ?string $branch): array
    {
        return static::find()
            ->andFilterWhere(['like', 'title', $q])
            ->andFilterWhere(['branch' => $branch])
            ->orderBy(['starts_at' => SORT_ASC])
            ->all();
    }
}
