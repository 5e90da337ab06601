<?php
session_start();
require __DIR__ . '/db.php';

class AccountContext
{
    public static function switchTo(PDO $pdo, int $userId, int $accountId): bool
    {
        $stmt = $pdo->prepare('SELECT 1 FROM account_members WHERE user_id = ? AND account_id = ?');
        $stmt->execute([$userId, $accountId]);
        if ($stmt->fetchColumn()) {
            $_SESSION['account_id'] = $accountId;
            return true;
        }
        return false;
    }
}

AccountContext::switchTo($pdo, (int) ($_SESSION['uid'] ?? 0), (int) ($_POST['acct'] ?? 0));
header('Location: /accounts/' . (int) ($_SESSION['account_id'] ?? 0) . '/overview');
