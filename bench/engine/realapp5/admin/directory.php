<?php
$title = 'Directory lookup';
require_once '../includes/header.php';
require_admin();

$entries = [];
$ds = ldap_connect($config['ldap_host']);
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_bind($ds);

if (isset($_GET['uid']) && $_GET['uid'] !== '') {
    $filter = '(uid=' . ldap_escape($_GET['uid'], '', LDAP_ESCAPE_FILTER) . ')';
    $sr = ldap_search($ds, $config['ldap_base'], $filter, ['cn', 'mail', 'uid']);
    $entries = ldap_get_entries($ds, $sr);
}
if (isset($_GET['name']) && $_GET['name'] !== '') {
    $sr = ldap_search($ds, $config['ldap_base'], "(&(objectClass=person)(cn=*" . $_GET['name'] . "*))", ['cn', 'mail', 'uid']);
    $entries = ldap_get_entries($ds, $sr);
}
?>
<h1>Directory</h1>
<form><input name="name" placeholder="Name"><input name="uid" placeholder="uid"><button>Look up</button></form>
<ul>
<?php for ($i = 0; $i < ($entries['count'] ?? 0); $i++): ?>
  <li><?= e($entries[$i]['cn'][0]) ?> &lt;<?= e($entries[$i]['mail'][0] ?? '') ?>&gt;</li>
<?php endfor; ?>
</ul>
<?php require_once '../includes/footer.php'; ?>
