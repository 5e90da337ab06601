<?php
$ds = ldap_connect('ldap://127.0.0.1');
ldap_bind($ds, 'cn=reader,dc=corp,dc=local', getenv('LDAP_PASS'));
$filter = "(&(objectClass=person)(mail=" . ldap_escape($_POST['mail'], '', LDAP_ESCAPE_FILTER) . "))";
$sr = ldap_search($ds, 'ou=people,dc=corp,dc=local', $filter, ['cn', 'mail']);
echo ldap_count_entries($ds, $sr) . ' matches';
