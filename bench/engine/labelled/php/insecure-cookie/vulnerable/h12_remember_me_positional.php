<?php
final class RememberMe
{
    public function issue(int $userId, string $key): void
    {
        $selector = bin2hex(random_bytes(8));
        $validator = bin2hex(random_bytes(32));
        $value = $selector . ':' . $validator;
        setcookie('remember', $value, time() + 60 * 60 * 24 * 30, '/', 'example.com', false, false);
        file_put_contents(sys_get_temp_dir() . "/remember_$selector", hash_hmac('sha256', $validator, $key) . ':' . $userId);
    }
}

(new RememberMe())->issue((int) ($_POST['uid'] ?? 0), getenv('REMEMBER_KEY'));
