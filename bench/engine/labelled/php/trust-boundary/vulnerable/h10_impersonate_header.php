<?php
session_start();

$forwardedUser = $_SERVER['HTTP_X_FORWARDED_USER'] ?? null;
$userFromCookie = $_COOKIE['uname'] ?? null;

if ($forwardedUser) {
    $_SESSION['username'] = $forwardedUser;
} elseif ($userFromCookie && empty($_SESSION['username'])) {
    $_SESSION['username'] = $userFromCookie;
}

if (empty($_SESSION['username'])) {
    header('Location: /login.php');
    exit;
}

echo 'Welcome back, ' . htmlspecialchars($_SESSION['username']);
