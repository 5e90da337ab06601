<?php
$ds = ldap_connect('ldap://ldap.example.com');
$uid = $_POST['uid'];
$filter = sprintf('(&(objectClass=person)(uid=%s))', $uid);
$sr = ldap_search($ds, 'dc=example,dc=com', $filter);
echo ldap_count_entries($ds, $sr);
