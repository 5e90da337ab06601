<?php
session_start();
$who = trim($_POST['username'] ?? '');
$_SESSION['username'] = $who;
header('Location: /home');
