<?php

namespace App\Auth;

final class PasswordRules
{
    public const MIN = 12;
    public const MESSAGE = 'The password must contain at least one uppercase letter and one number.';

    public static function rules(): array
    {
        return ['password' => ['required', 'string', 'min:12', 'confirmed', 'regex:/^(?=.*[A-Z])(?=.*\d).+$/']];
    }
}
