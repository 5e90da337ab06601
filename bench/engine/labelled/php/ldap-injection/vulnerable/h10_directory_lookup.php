<?php
$conn = ldap_connect('ldaps://ldap.corp.local');
ldap_set_option($conn, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_bind($conn, 'cn=reader,dc=corp,dc=local', getenv('LDAP_READER_PW'));

$who = $_GET['who'] ?? '';
$filter = "(&(objectClass=person)(|(uid=$who)(mail=$who)))";
$sr = ldap_search($conn, 'ou=people,dc=corp,dc=local', $filter, ['cn', 'mail', 'telephoneNumber']);
$entries = ldap_get_entries($conn, $sr);

echo '<table>';
for ($i = 0; $i < $entries['count']; $i++) {
    echo '<tr><td>' . htmlspecialchars($entries[$i]['cn'][0]) . '</td>';
    echo '<td>' . htmlspecialchars($entries[$i]['mail'][0] ?? '') . '</td></tr>';
}
echo '</table>';
ldap_unbind($conn);
