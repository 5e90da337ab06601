<?php
$conn = ldap_connect('ldaps://ldap.corp.example.com');
ldap_set_option($conn, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_bind($conn, 'cn=reader,dc=corp,dc=example,dc=com', getenv('LDAP_READER_PASS'));

$name = ldap_escape($_GET['name'] ?? '', '', LDAP_ESCAPE_FILTER);
$filter = "(&(objectClass=inetOrgPerson)(|(cn=*$name*)(mail=$name*)))";
$sr = ldap_search($conn, 'ou=people,dc=corp,dc=example,dc=com', $filter, ['cn', 'mail', 'telephoneNumber']);
$entries = ldap_get_entries($conn, $sr);

for ($i = 0; $i < $entries['count']; $i++) {
    echo '<tr><td>' . htmlspecialchars($entries[$i]['cn'][0]) . '</td><td>' . htmlspecialchars($entries[$i]['mail'][0] ?? '') . '</td></tr>';
}
