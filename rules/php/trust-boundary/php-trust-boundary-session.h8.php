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
