<?php
class Directory
{
    private $link;

    public function __construct($link)
    {
        $this->link = $link;
    }

    public function findByMail(string $mail): array
    {
        $filter = sprintf('(&(objectClass=inetOrgPerson)(mail=%s))', $mail);
        $result = ldap_search($this->link, 'dc=example,dc=com', $filter);
        return ldap_get_entries($this->link, $result);
    }
}

$link = ldap_connect('ldap://directory.internal');
ldap_bind($link);

$dir = new Directory($link);
$found = $dir->findByMail($_GET['mail'] ?? '');
echo 'Matches: ' . (int) $found['count'];
