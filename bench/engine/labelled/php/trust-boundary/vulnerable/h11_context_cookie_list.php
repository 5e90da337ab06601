<?php
session_start();

$context = $_COOKIE['ctx'] ?? '';
if (strpos($context, ':') !== false) {
    list($account, $team) = explode(':', $context, 2);
    $_SESSION['account'] = $account;
    $_SESSION['team'] = $team;
}

echo 'Context restored';
