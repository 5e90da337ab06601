<?php
class Directory
{
    private $conn;

    public function __construct()
    {
        $this->conn = ldap_connect('ldap://ldap.local');
    }

    public function groupMembers($group)
    {
        $res = ldap_search($this->conn, 'ou=groups,dc=local', "(cn=$group)", ['member']);
        return ldap_get_entries($this->conn, $res);
    }
}

$dir = new Directory();
print_r($dir->groupMembers($_REQUEST['group']));
