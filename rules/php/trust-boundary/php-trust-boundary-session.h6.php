<?php
// An element appended to, or nested in, a session entry is in the session.
function h6_session_nested()
{
    session_start();
    // ruleid: php-trust-boundary-session
    $_SESSION['cart'][] = $_POST['item'];
    // ruleid: php-trust-boundary-session
    $_SESSION['user']['role'] = $_POST['role'];
    $sizes = ['s' => 'small', 'm' => 'medium'];
    // ok: php-trust-boundary-session
    $_SESSION['cart'][] = $sizes[$_POST['size']] ?? 'small';
    // ok: php-trust-boundary-session
    $_SESSION['visits'][] = time();
}
