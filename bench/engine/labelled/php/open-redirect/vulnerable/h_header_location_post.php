<?php
session_start();
$_SESSION['user'] = $_POST['user'];
header("Location: " . $_POST['next']);
exit;
