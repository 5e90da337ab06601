<?php
function calc() {
    // preg_replace returns its subject rewritten: the request data goes on.
    $expr = preg_replace('/\s+/', '', $_POST['expr']);
    // ruleid: php-code-injection
    eval('$result = ' . $expr . ';');
}
function checks() {
    $check = $_GET['check'] ?? 'true';
    // ok: php-code-injection
    assert(is_string($check));
    // ruleid: php-code-injection
    assert($check);
}
