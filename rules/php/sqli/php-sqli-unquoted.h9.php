<?php
// `#` starts a MySQL comment: a value checked against `^#[0-9a-f]+$` is clean for page output only.
function h9_hash_pattern_sql($db)
{
    $tag = $_GET['tag'];
    if (!preg_match('/^#[0-9a-f]{6}$/', $tag)) {
        exit;
    }
    // ruleid: php-sqli-unquoted
    mysqli_query($db, 'SELECT id FROM notes WHERE owner = 1 AND tag = ' . $tag . ' AND hidden = 0');
}
