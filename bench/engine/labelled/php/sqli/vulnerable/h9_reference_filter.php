<?php
function addFilter(&$sql, $value)
{
    $sql .= " AND city = '" . $value . "'";
}

$mysqli = new mysqli('localhost', 'app', 'pw', 'dir');
$sql = "SELECT name FROM members WHERE active = 1";
addFilter($sql, $_REQUEST['city']);
$res = $mysqli->query($sql);
echo $res->num_rows;
