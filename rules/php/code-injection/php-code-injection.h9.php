<?php
// array_map over an array literal maps each element on its own: the elements keep their own values.
function h9_map_literal_elements()
{
    $parts = array_map('trim', [$_GET['expr'], '40 + 2']);
    // ok: php-code-injection
    eval('return ' . $parts[1] . ';');
    // ruleid: php-code-injection
    eval('return ' . $parts[0] . ';');
    $named = array_map(fn($s) => strtolower($s), ['user' => $_POST['code'], 'fixed' => 'true']);
    // ok: php-code-injection
    assert($named['fixed']);
    // ruleid: php-code-injection
    assert($named['user']);
    $spread = array_map('trim', [...$_POST['lines'], '1']);
    // ruleid: php-code-injection
    eval($spread[1]);
}
