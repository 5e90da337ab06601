<?php
final class Directory {
    public function __construct(private $conn, private string $base = 'dc=corp,dc=local') {}
    public function find(string $uid): array {
        $res = ldap_search($this->conn, $this->base, filter: sprintf('(uid=%1$s)', ldap_escape($uid, '', LDAP_ESCAPE_FILTER)), attributes: ['cn', 'mail']);
        return ldap_get_entries($this->conn, $res);
    }
}
$dir = new Directory(ldap_connect('ldap://127.0.0.1'));
echo json_encode($dir->find($_GET['uid'] ?? ''));
