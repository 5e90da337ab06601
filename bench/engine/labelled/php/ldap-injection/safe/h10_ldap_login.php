<?php
session_start();

function ldap_authenticate(string $username, string $password): bool
{
    $ds = ldap_connect('ldap://dc01.example.local');
    ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
    ldap_start_tls($ds);

    if (!preg_match('/^[A-Za-z0-9._-]{1,64}$/', $username) || $password === '') {
        return false;
    }
    $lookup = ldap_search($ds, 'dc=example,dc=local', '(sAMAccountName=' . $username . ')', ['dn']);
    $found = ldap_get_entries($ds, $lookup);
    if ($found['count'] !== 1) {
        return false;
    }
    return @ldap_bind($ds, $found[0]['dn'], $password);
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (ldap_authenticate($_POST['username'] ?? '', $_POST['password'] ?? '')) {
        session_regenerate_id(true);
        $_SESSION['user'] = true;
        header('Location: /portal/');
        exit;
    }
    echo 'Login failed';
}
