<?php
function directory_lookup($conn, $department)
{
    $filter = sprintf('(&(objectClass=inetOrgPerson)(departmentNumber=%s))', $department);
    $result = ldap_list($conn, 'ou=staff,dc=example,dc=org', $filter, ['cn', 'mail']);
    return ldap_get_entries($conn, $result);
}

$conn = ldap_connect('ldap://directory.example.org');
ldap_bind($conn);
$dept = $_GET['dept'] ?? 'sales';
foreach (directory_lookup($conn, $dept) as $i => $e) {
    if ($i === 'count') continue;
    echo htmlspecialchars($e['cn'][0]) . "<br>";
}
