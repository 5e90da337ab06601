<?php
// Parameters passed by reference: the caller's variable holds what the function left in it.
function h9_add_filter(&$sql, $value)
{
    // ruleid: php-sqli-tainted-query
    $sql .= " AND city = '" . $value . "'";
}

function h9_to_int(&$value)
{
    $value = (int) $value;
}

class H9Query
{
    public function limit(&$sql, $n)
    {
        $sql .= ' LIMIT ' . $n;
    }
}

function h9_by_reference($mysqli)
{
    $sql = 'SELECT name FROM members WHERE active = 1';
    h9_add_filter($sql, $_REQUEST['city']);
    // ruleid: php-sqli-tainted-query
    $mysqli->query($sql);

    $plain = 'SELECT name FROM members WHERE active = 1';
    h9_add_filter($plain, 'Berlin');
    // ok: php-sqli-tainted-query
    $mysqli->query($plain);

    $id = $_GET['id'];
    h9_to_int($id);
    // ok: php-sqli-tainted-query, php-sqli-unquoted
    $mysqli->query('SELECT * FROM members WHERE id = ' . $id);

    $page = 'SELECT name FROM members';
    (new H9Query())->limit($page, $_GET['n']);
    // ruleid: php-sqli-unquoted
    $mysqli->query($page);
}

// A closure that captures a variable by reference (`use (&$sql)`) writes the variable of the scope it was made in.
function h9_closure_by_reference($db)
{
    $sql = 'SELECT * FROM t WHERE 1=1';
    $add = function ($v) use (&$sql) {
        // ruleid: php-sqli-tainted-query
        $sql .= " AND name = '$v'";
    };
    $add($_GET['name']);
    // ruleid: php-sqli-tainted-query
    $db->query($sql);

    $fixed = 'SELECT * FROM t WHERE 1=1';
    $limit = function ($n) use (&$fixed) {
        $fixed .= ' LIMIT ' . (int) $n;
    };
    $limit($_GET['n']);
    // ok: php-sqli-tainted-query, php-sqli-unquoted
    $db->query($fixed);
}
