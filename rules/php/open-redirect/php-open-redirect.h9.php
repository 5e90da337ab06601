<?php
// A remainder of two constant non-negative integers is a constant: the branch it decides is known.
function h9_mod_condition()
{
    $url = $_POST['url'];
    // ok: php-open-redirect
    header('Location: ' . ((10 % 3 == 2) ? $url : '/index.php'));
    // ruleid: php-open-redirect
    header('Location: ' . ((10 % 3 == 1) ? $url : '/index.php'));
}

// An anchored pattern `^/` + word characters, `-`, `.` and `/`: starts with a slash, holds no backslash.
function h9_site_path_pattern()
{
    $next = $_GET['next'];
    if (!preg_match('#^/[a-z0-9/_-]*$#i', $next) || strpos($next, '//') !== false) {
        $next = '/';
    }
    // ok: php-open-redirect
    header('Location: ' . $next);
}

function h9_site_path_no_second_slash()
{
    $next = $_GET['next'];
    if (!preg_match('/^\/[\w-]*$/', $next)) {
        $next = '/';
    }
    // ok: php-open-redirect
    header('Location: ' . $next);
}

function h9_site_path_pattern_alone()
{
    $next = $_GET['next'];
    if (!preg_match('#^/[a-z0-9/_-]*$#i', $next)) {
        $next = '/';
    }
    // ruleid: php-open-redirect
    header('Location: ' . $next);
}

function h9_slash_checks_without_backslash()
{
    $next = $_GET['next'];
    if (strpos($next, '/') !== 0 || strpos($next, '//') !== false) {
        $next = '/';
    }
    // ruleid: php-open-redirect
    header('Location: ' . $next);
}
