<?php
$param = $_COOKIE['BenchTest03011'] ?? 'foo';
$bar = 'foo';
if (strlen($param) > 100) {
    $bar = 'toolong';
}

$ds = ldap_connect('ldap://localhost:10389');
ldap_bind($ds, 'uid=admin,ou=system', 'secret');
$base = 'ou=users,ou=system';
$filter = "(&(objectclass=person)(uid=$bar))";
$sr = ldap_search($ds, $base, $filter);
$info = ldap_get_entries($ds, $sr);
echo 'Found: ' . (int) $info['count'];
