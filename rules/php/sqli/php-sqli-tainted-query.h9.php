<?php
// Parameters passed by reference: the caller's variable holds what the function left in it.
function h9_add_filter(&$sql, $value)
{
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
