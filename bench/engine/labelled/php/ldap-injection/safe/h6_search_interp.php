<?php
$ds = ldap_connect('ldap://127.0.0.1');
$user = ldap_escape($_POST['user'] ?? '', '', LDAP_ESCAPE_FILTER);
$sr = ldap_search($ds, 'ou=people,dc=corp', "(uid={$user})");
$entries = ldap_get_entries($ds, $sr);
