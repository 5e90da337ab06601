<?php
$ds = ldap_connect('ldaps://ldap.corp.example');
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_bind($ds, 'cn=reader,dc=corp,dc=example', getenv('LDAP_READER_PW'));

$user = $_POST['username'] ?? '';
$filter = '(&(objectClass=person)(uid=' . $user . '))';
$sr = ldap_search($ds, 'ou=people,dc=corp,dc=example', $filter, ['dn', 'cn']);
$entries = ldap_get_entries($ds, $sr);
echo $entries['count'] > 0 ? 'found' : 'unknown user';
