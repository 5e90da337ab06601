<?php
$ds = ldap_connect('ldap://ldap.corp.local');
ldap_bind($ds, 'cn=reader,dc=corp,dc=local', getenv('LDAP_PW'));
$uid = $_GET['uid'] ?? '';
$sr = ldap_search($ds, 'ou=people,dc=corp,dc=local', "(&(objectClass=person)(uid=$uid))", ['cn', 'mail']);
$entries = ldap_get_entries($ds, $sr);
for ($i = 0; $i < $entries['count']; $i++) {
    echo htmlspecialchars($entries[$i]['cn'][0]) . '<br>';
}
