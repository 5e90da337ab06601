<?php
$user = $_POST['username'] ?? '';
$ds = ldap_connect('ldap://127.0.0.1');
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
$ok = @ldap_bind($ds, "uid={$user},ou=people,dc=corp,dc=local", $_POST['password'] ?? '');
echo $ok ? 'welcome' : 'invalid credentials';
