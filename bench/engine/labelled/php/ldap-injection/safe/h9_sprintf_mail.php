<?php
function findByMail($conn, $mail)
{
    $filter = sprintf('(&(objectClass=inetOrgPerson)(mail=%s))', ldap_escape($mail, '', LDAP_ESCAPE_FILTER));
    return ldap_list($conn, 'dc=corp,dc=local', $filter, ['cn', 'mail']);
}
$conn = ldap_connect('ldaps://dc.corp.local');
$res = findByMail($conn, $_GET['mail']);
echo ldap_count_entries($conn, $res);
