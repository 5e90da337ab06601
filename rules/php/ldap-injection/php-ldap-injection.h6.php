<?php
// The base DN of a search names the subtree read: request data in it picks another one.
function h6_ldap_base_dn($conn)
{
    // ruleid: php-ldap-injection
    $a = ldap_read($conn, 'cn=' . $_GET['cn'] . ',ou=people,dc=corp', '(objectClass=*)');
    // ruleid: php-ldap-injection
    $b = ldap_list($conn, "ou={$_GET['unit']},dc=corp", '(objectClass=group)');
    $cn = ldap_escape($_GET['cn'], '', LDAP_ESCAPE_DN);
    // ok: php-ldap-injection
    $c = ldap_read($conn, 'cn=' . $cn . ',ou=people,dc=corp', '(objectClass=*)');
    // ok: php-ldap-injection
    $d = ldap_search($conn, 'ou=people,dc=corp', '(uid=' . ldap_escape($_GET['uid'], '', LDAP_ESCAPE_FILTER) . ')');
    return [$a, $b, $c, $d];
}
