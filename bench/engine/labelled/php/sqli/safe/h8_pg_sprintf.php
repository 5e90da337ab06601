<?php
$db = pg_connect('host=localhost dbname=crm user=crm');

function find_contacts($db, $city)
{
    return pg_query_params($db, 'SELECT name, email FROM contacts WHERE city = $1', [$city]);
}

$city = strtolower($_REQUEST['city']);
$res = find_contacts($db, $city);
while ($row = pg_fetch_assoc($res)) {
    echo htmlspecialchars($row['name']) . "\n";
}
