<?php
require_once __DIR__ . '/db.php';
require_once __DIR__ . '/functions.php';

session_name(SESSION_NAME);
session_set_cookie_params(['lifetime' => 0, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
session_start();

function current_user()
{
    if (empty($_SESSION['user_id'])) {
        return null;
    }
    return db_one('SELECT id, email, name, role FROM users WHERE id = ?', [$_SESSION['user_id']]);
}

function require_login()
{
    if (!current_user()) {
        header('Location: /login.php');
        exit;
    }
}

function require_admin()
{
    $user = current_user();
    if (!$user || $user['role'] !== 'admin') {
        http_response_code(403);
        die('Forbidden');
    }
}

// Accounts created before 2019 still carry an unsalted md5; they are upgraded on the next login.
function legacy_hash($password)
{
    return md5($password);
}

function hash_user_password($password)
{
    return password_hash($password, PASSWORD_DEFAULT);
}

function check_password($password, $stored)
{
    if (strlen($stored) === 32 && ctype_xdigit($stored)) {
        return hash_equals($stored, legacy_hash($password));
    }
    return password_verify($password, $stored);
}
