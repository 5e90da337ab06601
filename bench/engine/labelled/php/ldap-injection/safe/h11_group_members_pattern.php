<?php
$group = $_GET['group'] ?? '';
if (!preg_match('/^[A-Za-z0-9_-]{1,64}$/', $group)) {
    http_response_code(400);
    exit('invalid group name');
}

$link = ldap_connect('ldap://directory.internal');
ldap_bind($link, 'cn=svc,dc=example,dc=com', getenv('LDAP_SVC_PASS'));

$filter = "(&(objectClass=groupOfNames)(cn=$group))";
$result = ldap_search($link, 'ou=groups,dc=example,dc=com', $filter, ['member']);
$entries = ldap_get_entries($link, $result);

$members = $entries['count'] > 0 ? $entries[0]['member'] : ['count' => 0];
echo 'Members: ' . (int) $members['count'];
