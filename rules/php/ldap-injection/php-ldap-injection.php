<?php
$ds = ldap_connect('ldap://ldap.example.com');
$user = $_POST['user'];
// ruleid: php-ldap-injection
$r1 = ldap_search($ds, 'ou=people,dc=example,dc=com', "(uid=$user)");
// ok: php-ldap-injection
$r2 = ldap_search($ds, 'ou=people,dc=example,dc=com', '(uid=' . ldap_escape($user, '', LDAP_ESCAPE_FILTER) . ')');
// ok: php-ldap-injection
$r3 = ldap_search($ds, 'ou=' . 'people' . ',dc=example,dc=com', '(objectClass=person)', ['cn', $user]);
// ruleid: php-ldap-injection
$r4 = ldap_list($ds, 'dc=example,dc=com', '(&(objectClass=group)(cn=' . $_GET['group'] . '))');
// ok: php-ldap-injection
$r5 = ldap_read($ds, 'dc=example,dc=com', '(cn=' . (int) $_GET['n'] . ')');
