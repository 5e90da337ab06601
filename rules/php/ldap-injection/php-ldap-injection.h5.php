<?php
function h5_bind($ds)
{
    $user = $_POST['username'] ?? '';
    // ruleid: php-ldap-injection
    ldap_bind($ds, "uid={$user},ou=people,dc=corp,dc=local", $_POST['password']);
    // ok: php-ldap-injection
    ldap_bind($ds, 'uid=' . ldap_escape($user, '', LDAP_ESCAPE_DN) . ',ou=people,dc=corp,dc=local', $_POST['password']);
}
