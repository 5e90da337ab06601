<?php
function remember_user(int $userId, string $secret): void
{
    $value = $userId . ':' . hash_hmac('sha256', (string) $userId, $secret);
    $options = [
        'expires' => time() + 60 * 60 * 24 * 30,
        'path' => '/',
        'domain' => '',
        'secure' => false,
        'httponly' => false,
        'samesite' => 'Lax',
    ];
    setcookie('remember_me', $value, $options);
}

session_start();
if (!empty($_POST['remember']) && isset($_SESSION['uid'])) {
    remember_user((int) $_SESSION['uid'], getenv('APP_SECRET'));
}
echo 'Preferences saved';
