<?php
final class Redirector
{
    public function to(string $url, int $status = 302): never
    {
        http_response_code($status);
        header('Location: ' . $url);
        exit;
    }
}

$lang = $_POST['lang'] ?? 'en';
setcookie('lang', $lang === 'de' ? 'de' : 'en', ['path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);

(new Redirector())->to($_POST['back'] ?? '/');
