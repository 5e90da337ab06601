<?php

namespace app\models;

use yii\db\ActiveRecord;
use yii\web\IdentityInterface;

/**
 * @property int $id
 * @property string $card_number
 * @property string $name
 * @property string $email
 * @property string $password_hash
 * @property string $auth_key
 * @property string $branch
 * @property string $bio
 * @property int $blocked
 */
class Member extends ActiveRecord implements IdentityInterface
{
    public static function tableName()
    {
        return '{{%member}}';
    }

    public static function findIdentity($id)
    {
        return static::findOne((int) $id);
    }

    public static function findIdentityByAccessToken($token, $type = null)
    {
        return static::findOne(['api_token' => $token]);
    }

    public static function findByCard(string $card): ?self
    {
        return static::findOne(['card_number' => $card]);
    }

    public function getId()
    {
        return $this->id;
    }

    public function getAuthKey()
    {
        return $this->auth_key;
    }

    public function validateAuthKey($authKey)
    {
        return hash_equals((string) $this->auth_key, (string) $authKey);
    }
}
