<?php
require __DIR__ . '/../config/db.php';

function order_lines($ref)
{
    global $db;
    return $db->query("SELECT * FROM order_lines WHERE ref = '$ref'");  // expect: php-sqli-tainted-query
}

function order_count()
{
    global $db;
    return $db->query('SELECT COUNT(*) FROM orders')->fetch_row()[0];
}

$lines = order_lines($_GET['ref']); // expect: php-sqli-tainted-query
$safe = $db->real_escape_string($_GET['customer']);
$rows = $db->query("SELECT * FROM orders WHERE customer = '$safe'");
$next = $_GET['page'] + 1;
echo "<a href=\"?page=$next\">next</a> of " . order_count();
