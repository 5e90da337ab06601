<?php
session_start();
if (!empty($_POST['remember'])) {
    $token = bin2hex(random_bytes(32));
    store_remember_token($_SESSION['uid'], $token);
    setcookie('remember_me', $token, time() + 60 * 60 * 24 * 30, '/');
}

function store_remember_token($uid, $token) {
    file_put_contents('/var/lib/app/tokens/' . (int)$uid, hash('sha256', $token));
}
