<?php
// A second character checked only when there is one: a text without it is `/` alone.
function h11_second_char_when_set(string $candidate): string
{
    if ($candidate === '' || $candidate[0] !== '/') {
        return '/';
    }
    if (isset($candidate[1]) && ($candidate[1] === '/' || $candidate[1] === '\\')) {
        return '/';
    }
    return $candidate;
}

function h11_local_back_link()
{
    // ok: php-open-redirect
    header('Location: ' . h11_second_char_when_set($_POST['back'] ?? '/'));
}

// Only the slash is ruled out: `/\evil.example` still passes.
function h11_backslash_left_open()
{
    $next = $_GET['next'];
    if ($next === '' || $next[0] !== '/' || (isset($next[1]) && $next[1] === '/')) {
        $next = '/';
    }
    // ruleid: php-open-redirect
    header('Location: ' . $next);
}

// A third character is no proof about the second.
function h11_third_char_unset()
{
    $next = $_GET['next'];
    if ($next[0] !== '/' || isset($next[2])) {
        $next = '/';
    }
    // ruleid: php-open-redirect
    header('Location: ' . $next);
}
