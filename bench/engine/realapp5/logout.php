<?php
require_once 'includes/auth.php';

$_SESSION = [];
session_destroy();
setcookie('deskline_remember', '', time() - 3600, '/', '', true, true);

$back = isset($_GET['back']) ? $_GET['back'] : '/login.php';
if (is_local_path($back)) {
    header('Location: ' . $back);
} else {
    header('Location: /login.php');
}
exit;
