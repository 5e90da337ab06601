<?php
function addFilter(&$sql, $value, $mysqli)
{
    $sql .= " AND city = '" . $mysqli->real_escape_string($value) . "'";
}

$mysqli = new mysqli('localhost', 'app', 'pw', 'dir');
$sql = "SELECT name FROM members WHERE active = 1";
addFilter($sql, $_REQUEST['city'], $mysqli);
$res = $mysqli->query($sql);
echo $res->num_rows;
