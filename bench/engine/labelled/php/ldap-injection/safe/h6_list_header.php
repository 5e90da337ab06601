<?php
$dept = strtolower(trim($_SERVER['HTTP_X_DEPT'] ?? ''));
if (!ctype_alnum($dept)) {
    exit('invalid');
}
$conn = ldap_connect('ldap://127.0.0.1');
$res = ldap_list($conn, 'dc=corp', '(&(objectClass=group)(cn=' . $dept . '))', ['cn']);
