<?php
function remember($userId)
{
    $value = hash_hmac('sha256', (string) $userId, getenv('APP_KEY'));
    setcookie('remember_me', $userId . ':' . $value, time() + 86400 * 30, '/', '', true, true);
}
remember(7);
