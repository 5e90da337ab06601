<?php
session_start();
session_destroy();
$back = $_GET['back'] ?? '/';
header('Location: ' . $back, true, 302);
exit;
