<?php
session_start();
$_SESSION = [];
session_destroy();

$destinations = ['/', '/login.php', '/shop/', '/help/'];
$returnTo = $_REQUEST['return_to'] ?? '/';
if (!in_array($returnTo, $destinations, true)) {
    $returnTo = '/';
}
header("Location: {$returnTo}", true, 302);
exit;
