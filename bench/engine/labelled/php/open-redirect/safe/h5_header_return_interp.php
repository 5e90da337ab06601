<?php
session_start();
$_SESSION['flash'] = 'Settings saved';
header('Location: /account/orders/' . (int) $_REQUEST['return'], true, 302);
exit;
