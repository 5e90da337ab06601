<?php
session_start();
$_SESSION = [];
session_destroy();

$returnTo = $_REQUEST['return_to'] ?? '';
if ($returnTo === '') {
    $returnTo = '/';
}
header("Location: {$returnTo}", true, 302);
exit;
