<?php
session_start();

class AccountContext
{
    public static function restore(array $cookies): void
    {
        if (isset($cookies['acct'])) {
            $_SESSION['account_id'] = $cookies['acct'];
            $_SESSION['restored_at'] = time();
        }
    }
}

AccountContext::restore($_COOKIE);
header('Location: /accounts/' . (int) ($_SESSION['account_id'] ?? 0) . '/overview');
