<?php
session_start();
$user = $_SERVER['HTTP_X_USER'] ?? 'guest';
$_SESSION['user'] = $user;
