<?php
$ds = ldap_connect('ldap://ldap.example.com');
$uid = ldap_escape($_POST['uid'], '', LDAP_ESCAPE_FILTER);
$filter = sprintf('(&(objectClass=person)(uid=%s))', $uid);
$sr = ldap_search($ds, 'dc=example,dc=com', $filter);
echo ldap_count_entries($ds, $sr);
