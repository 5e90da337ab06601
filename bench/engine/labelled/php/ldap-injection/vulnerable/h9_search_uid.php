<?php
$ds = ldap_connect('ldap://ldap.example.com');
ldap_bind($ds, 'cn=reader,dc=example,dc=com', getenv('LDAP_PW'));
$user = $_POST['username'];
$sr = ldap_search($ds, 'ou=people,dc=example,dc=com', '(uid=' . $user . ')');
$entries = ldap_get_entries($ds, $sr);
echo $entries['count'];
