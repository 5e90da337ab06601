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

// `foreach ($a as &$v)` changes the array's elements: a loop converting each one leaves a clean array.
function h9_foreach_by_reference($db)
{
    $ids = explode(',', $_GET['ids']);
    foreach ($ids as &$id) {
        $id = (int) $id;
    }
    unset($id);
    // ok: php-sqli-unquoted
    mysqli_query($db, 'SELECT * FROM t WHERE id IN (' . implode(',', $ids) . ')');

    $codes = explode(',', $_GET['codes']);
    foreach ($codes as $i => &$code) {
        $code = trim($code);
    }
    // ruleid: php-sqli-unquoted
    mysqli_query($db, 'SELECT * FROM t WHERE code IN (' . implode(',', $codes) . ')');

    $parts = explode(',', $_GET['parts']);
    foreach ($parts as &$part) {
        if (strlen($part) > 3) {
            $part = (int) $part;
        }
    }
    // ruleid: php-sqli-unquoted
    mysqli_query($db, 'SELECT * FROM t WHERE id IN (' . implode(',', $parts) . ')');
}
