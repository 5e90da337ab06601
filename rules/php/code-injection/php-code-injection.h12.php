<?php
// A pattern whose closing delimiter and modifiers are not written in the code: the sender picks them, `/e` too.
function h12_pattern_from_request(string $text)
{
    $pattern = $_POST['pattern'];
    // ruleid: php-code-injection
    $a = preg_replace($pattern, 'x', $text);
    // ruleid: php-code-injection
    $b = preg_filter('#' . $_GET['expr'], 'x', $text);
    // ok: php-code-injection
    $c = preg_replace('/' . preg_quote($pattern, '/') . '/i', 'x', $text);
    // ok: php-code-injection
    $d = preg_replace('~^' . preg_quote($_GET['prefix'], '~') . '~', '', $text);
    return [$a, $b, $c, $d];
}

// A pattern the code wrote, the request only its subject.
function h12_constant_pattern()
{
    $pattern = '/\s+/';
    // ok: php-code-injection
    return preg_replace($pattern, ' ', $_GET['q']);
}
