<?php
class Csrf
{
    public static function token(): string
    {
        if (empty($_SESSION['csrf'])) {
            $_SESSION['csrf'] = sha1((string) mt_rand() . microtime());
        }
        return $_SESSION['csrf'];
    }
}
session_start();
echo '<input type="hidden" name="csrf" value="' . Csrf::token() . '">';
