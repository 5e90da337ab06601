<?php

function e($value)
{
    return htmlspecialchars((string) $value, ENT_QUOTES, 'UTF-8');
}

function flash($message = null)
{
    if ($message !== null) {
        $_SESSION['flash'] = $message;
        return null;
    }
    $m = isset($_SESSION['flash']) ? $_SESSION['flash'] : null;
    unset($_SESSION['flash']);
    return $m;
}

function redirect_to($path)
{
    header('Location: ' . BASE_URL . '/' . ltrim($path, '/'));
    exit;
}

function is_local_path($url)
{
    return is_string($url) && preg_match('#^/[A-Za-z0-9_\-/]*$#', $url) === 1;
}

function csrf_token()
{
    if (empty($_SESSION['csrf'])) {
        $_SESSION['csrf'] = bin2hex(random_bytes(32));
    }
    return $_SESSION['csrf'];
}

function check_csrf()
{
    $sent = isset($_POST['csrf']) ? $_POST['csrf'] : '';
    if (!hash_equals(csrf_token(), $sent)) {
        http_response_code(400);
        die('Bad request');
    }
}

function status_label($status)
{
    $labels = ['open' => 'Open', 'pending' => 'Waiting on customer', 'closed' => 'Closed'];
    return isset($labels[$status]) ? $labels[$status] : 'Unknown';
}
