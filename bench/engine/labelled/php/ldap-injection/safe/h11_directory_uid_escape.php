<?php
$conn = ldap_connect('ldaps://ldap.corp.local');
ldap_set_option($conn, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_bind($conn, 'cn=reader,dc=corp,dc=local', getenv('LDAP_READER_PASS'));

$user = trim($_POST['user'] ?? '');
$filter = '(uid=' . ldap_escape($user, '', LDAP_ESCAPE_FILTER) . ')';

$search = ldap_search($conn, 'ou=people,dc=corp,dc=local', $filter, ['cn', 'mail']);
$entries = ldap_get_entries($conn, $search);

for ($i = 0; $i < $entries['count']; $i++) {
    echo htmlspecialchars($entries[$i]['cn'][0]) . '<br>';
}
ldap_unbind($conn);
