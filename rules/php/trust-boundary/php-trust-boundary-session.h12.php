<?php
// The whole session replaced by an array: each of its entries becomes session state.
function h12_session_merge_post()
{
    session_start();
    // ruleid: php-trust-boundary-session
    $_SESSION = array_merge($_SESSION, $_POST);
}

function h12_session_from_cookie_json()
{
    session_start();
    $restored = json_decode($_COOKIE['state'] ?? '[]', true);
    // ruleid: php-trust-boundary-session
    $_SESSION = $restored + $_SESSION;
}

function h12_session_union_assign()
{
    session_start();
    // ruleid: php-trust-boundary-session
    $_SESSION += $_GET;
}

function h12_session_reset()
{
    session_start();
    // ok: php-trust-boundary-session
    $_SESSION = [];
    // ok: php-trust-boundary-session
    $_SESSION = ['flash' => 'Signed out', 'started' => time()];
    session_destroy();
}

function h12_session_merge_known_keys()
{
    session_start();
    $theme = in_array($_POST['theme'] ?? '', ['light', 'dark'], true) ? $_POST['theme'] : 'light';
    // ok: php-trust-boundary-session
    $_SESSION = array_merge($_SESSION, ['theme' => $theme, 'updated' => time()]);
}
