<?php
$ds = ldap_connect('ldap://auth.internal');
$login = $_POST['login'];
$dn = "uid={$login},ou=staff,dc=acme,dc=org";
$ok = @ldap_bind($ds, $dn, $_POST['password']);
$entry = ldap_read($ds, $dn, '(objectClass=*)');
echo $ok ? 'welcome' : 'denied';
