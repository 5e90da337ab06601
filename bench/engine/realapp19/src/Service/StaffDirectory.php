<?php

namespace App\Service;

/**
 * Looks newsroom staff up in the company directory (by-lines, contact pages).
 */
class StaffDirectory
{
    private $link;

    public function __construct(private string $host, private string $bindDn, private string $bindPassword, private string $baseDn)
    {
    }

    private function connect()
    {
        if ($this->link === null) {
            $this->link = ldap_connect('ldaps://' . $this->host);
            ldap_set_option($this->link, LDAP_OPT_PROTOCOL_VERSION, 3);
            ldap_bind($this->link, $this->bindDn, $this->bindPassword);
        }

        return $this->link;
    }

    public function findByUid(string $uid): array
    {
        $filter = '(&(objectClass=inetOrgPerson)(uid=' . $uid . '))';
        $result = ldap_search($this->connect(), $this->baseDn, $filter, ['cn', 'mail', 'title']);

        return ldap_get_entries($this->connect(), $result);
    }

    public function findByMail(string $mail): array
    {
        $filter = '(mail=' . ldap_escape($mail, '', LDAP_ESCAPE_FILTER) . ')';
        $result = ldap_search($this->connect(), $this->baseDn, $filter, ['cn', 'mail', 'title']);

        return ldap_get_entries($this->connect(), $result);
    }

    public function searchByName(string $name): array
    {
        $result = ldap_search($this->connect(), $this->baseDn, "(cn=*{$name}*)", ['cn', 'mail']);

        return ldap_get_entries($this->connect(), $result);
    }

    public function byDesk(string $desk): array
    {
        $desk = ldap_escape($desk, '', LDAP_ESCAPE_FILTER);
        $result = ldap_search($this->connect(), $this->baseDn, "(departmentNumber={$desk})", ['cn', 'mail']);

        return ldap_get_entries($this->connect(), $result);
    }
}
