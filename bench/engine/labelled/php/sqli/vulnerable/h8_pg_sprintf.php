<?php
$db = pg_connect('host=localhost dbname=crm user=crm');

function find_contacts($db, $city)
{
    $query = sprintf("SELECT name, email FROM contacts WHERE city = '%s'", $city);
    return pg_query($db, $query);
}

$city = strtolower($_REQUEST['city']);
$res = find_contacts($db, $city);
while ($row = pg_fetch_assoc($res)) {
    echo htmlspecialchars($row['name']) . "\n";
}
