<?php
// PHP 8 named arguments reach a built-in's parameter by name: `filter:` is ldap_search's filter.
function h7_ldap_named($conn)
{
    // ruleid: php-ldap-injection
    $a = ldap_search($conn, 'dc=corp', filter: '(uid=' . $_GET['uid'] . ')', attributes: ['cn']);
    // ok: php-ldap-injection
    $b = ldap_search(ldap: $conn, base: 'dc=corp', filter: '(uid=' . ldap_escape($_GET['uid'], '', LDAP_ESCAPE_FILTER) . ')');
    // ok: php-ldap-injection
    $c = ldap_search($conn, 'dc=corp', '(objectClass=person)', attributes: [$_GET['attr']]);
    return [$a, $b, $c];
}
