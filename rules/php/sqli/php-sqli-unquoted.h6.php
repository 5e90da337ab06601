<?php
// vsprintf with a list literal builds the same text as sprintf: an escaped value inside quotes stays a literal.
function h6_vsprintf_clauses($link)
{
    $dept = mysqli_real_escape_string($link, $_POST['dept']);
    // ok: php-sqli-unquoted
    mysqli_query($link, 'SELECT * FROM staff WHERE ' . vsprintf("%s = '%s'", ['dept', $dept]));
    // ruleid: php-sqli-unquoted
    mysqli_query($link, 'SELECT * FROM staff WHERE ' . vsprintf('%s = %s', ['dept', $dept]));
    // ok: php-sqli-unquoted
    mysqli_query($link, vsprintf('SELECT * FROM staff WHERE id = %d', [$_POST['id']]));
}
