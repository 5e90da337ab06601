<?php
class LdapLogin
{
    private $link;

    public function __construct(string $uri)
    {
        $this->link = ldap_connect($uri);
        ldap_set_option($this->link, LDAP_OPT_PROTOCOL_VERSION, 3);
    }

    public function findDn(string $user): ?string
    {
        ldap_bind($this->link, getenv('LDAP_BIND_DN'), getenv('LDAP_BIND_PW'));
        $filter = sprintf('(&(objectClass=person)(sAMAccountName=%s))', ldap_escape($user, '', LDAP_ESCAPE_FILTER));
        $res = ldap_search($this->link, 'dc=corp,dc=example,dc=com', $filter, ['dn']);
        $entry = ldap_first_entry($this->link, $res);
        return $entry ? ldap_get_dn($this->link, $entry) : null;
    }
}

$login = new LdapLogin('ldaps://dc1.corp.example.com');
$dn = $login->findDn($_POST['username'] ?? '');
echo $dn !== null ? 'user found' : 'unknown user';
