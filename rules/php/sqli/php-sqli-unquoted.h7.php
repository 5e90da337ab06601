<?php
// Enum::tryFrom()/from() give one of the declared cases (or null), never the text they were given.
enum H7Order: string
{
    case Asc = 'ASC';
    case Desc = 'DESC';
}

function h7_enum_order(mysqli $db)
{
    $dir = H7Order::tryFrom($_GET['dir'] ?? '') ?? H7Order::Asc;
    // ok: php-sqli-unquoted
    $db->query('SELECT id FROM t ORDER BY id ' . $dir->value);
    // ok: php-sqli-unquoted
    $db->query('SELECT id FROM t ORDER BY id ' . H7Order::from($_GET['dir'])->value);
    // ruleid: php-sqli-unquoted
    $db->query('SELECT id FROM t ORDER BY ' . $_GET['col'] . ' ' . $dir->value);
}

// match (true): an arm is taken when its condition holds, so the condition guards its value.
function h7_match_true(mysqli $db)
{
    $s = $_GET['sort'] ?? '';
    $col = match (true) {
        in_array($s, ['name', 'price'], true) => $s,
        default => 'id',
    };
    // ok: php-sqli-unquoted
    $db->query("SELECT * FROM t ORDER BY $col");
    $any = match (true) {
        strlen($s) > 2 => $s,
        default => 'id',
    };
    // ruleid: php-sqli-unquoted
    $db->query("SELECT * FROM t ORDER BY $any");
}
