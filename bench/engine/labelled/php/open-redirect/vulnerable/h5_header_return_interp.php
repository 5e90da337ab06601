<?php
session_start();
$_SESSION['flash'] = 'Settings saved';
header("Location: {$_REQUEST['return']}", true, 302);
exit;
