<?php
// A check on a computed value, computed again where it is used: the value used is the value checked.
function h8_promo_recomputed()
{
    $valid = ['SPRING10', 'WELCOME5'];
    if (in_array(strtoupper(trim($_COOKIE['promo'])), $valid, true)) {
        // ok: php-trust-boundary-session
        $_SESSION['discount_code'] = strtoupper(trim($_COOKIE['promo']));
    } else {
        // ruleid: php-trust-boundary-session
        $_SESSION['discount_code'] = strtoupper(trim($_COOKIE['promo']));
    }
    // ruleid: php-trust-boundary-session
    $_SESSION['last_code'] = strtoupper(trim($_COOKIE['promo']));
}

function h8_promo_reassigned($code)
{
    if (in_array(strtolower($code), ['a', 'b'], true)) {
        $code = $_GET['code'];
        // ruleid: php-trust-boundary-session
        $_SESSION['code'] = strtolower($code);
    }
}

function h8_promo_other_expression()
{
    if (in_array(strtolower($_GET['lang']), ['en', 'de'], true)) {
        // ruleid: php-trust-boundary-session
        $_SESSION['lang'] = strtoupper($_GET['lang']);
        // ok: php-trust-boundary-session
        $_SESSION['lang_lower'] = strtolower($_GET['lang']);
    }
}

// Text split at a separator inside its known beginning: the pieces before it are constants.
function h8_split_prefix()
{
    $parts = explode(',', 'guest,' . $_SERVER['HTTP_X_USER'] . ',end');
    // ok: php-trust-boundary-session
    $_SESSION['kind'] = $parts[0];
    // ruleid: php-trust-boundary-session
    $_SESSION['user'] = $parts[1];
    $words = explode(' ', $_SERVER['HTTP_X_USER'] . ' tail');
    // ruleid: php-trust-boundary-session
    $_SESSION['first'] = $words[0];
}
