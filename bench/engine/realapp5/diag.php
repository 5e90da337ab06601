<?php
// Network check for agents: can the support box reach a customer's mail server?
require_once 'includes/header.php';
require_login();

$modes = ['basic', 'strict'];
$mode = isset($_GET['mode']) && in_array($_GET['mode'], $modes, true) ? $_GET['mode'] : 'strict';
$html = '';
if (isset($_POST['host'])) {
    require __DIR__ . '/tools/ping_' . $mode . '.php';
}
?>
<h1>Connectivity check</h1>
<form method="post"><input name="host" placeholder="mail.example.com"><button>Ping</button></form>
<pre><?= e($html) ?></pre>
<?php require_once 'includes/footer.php'; ?>
