<?php
// A pattern built around request text keeps the modifiers written after it.
function h11_built_pattern_modifiers(string $text)
{
    $find = $_GET['find'];
    // ruleid: php-code-injection
    $a = preg_replace('/' . $find . '/e', $_GET['replace'], $text);
    // ok: php-code-injection
    $b = preg_replace('/' . preg_quote($find, '/') . '/i', $_GET['replace'], $text);
    // ruleid: php-code-injection
    $c = preg_replace("#{$find}#ie", $_GET['replace'], $text);
    return [$a, $b, $c];
}
