<?php

namespace app\models;

use app\components\PasswordHelper;
use Yii;
use yii\base\Model;

class LoginForm extends Model
{
    public $card;
    public $password;
    public $remember = false;

    private $_member;

    public function rules()
    {
        return [
            [['card', 'password'], 'required'],
            ['card', 'match', 'pattern' => '/^\d{10,14}$/'],
            ['remember', 'boolean'],
            ['password', 'validatePassword'],
        ];
    }

    public function validatePassword($attribute)
    {
        $member = $this->getMember();
        if ($member === null || !PasswordHelper::verify($this->password, $member->password_hash)) {
            $this->addError($attribute, 'Card number or password is wrong.');
        }
    }

    public function login(): bool
    {
        if (!$this->validate()) {
            return false;
        }
        return Yii::$app->user->login($this->getMember(), $this->remember ? 2592000 : 0);
    }

    public function getMember(): ?Member
    {
        if ($this->_member === null) {
            $this->_member = Member::findByCard((string) $this->card);
        }
        return $this->_member;
    }
}
