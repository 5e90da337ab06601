<?php
session_start();

$supported = ['en', 'de', 'fr', 'es'];
$requested = $_GET['lang'] ?? '';

$_SESSION['locale'] = in_array($requested, $supported, true) ? $requested : 'en';

header('Location: ' . ($_SESSION['locale'] === 'en' ? '/' : '/' . $_SESSION['locale'] . '/'));
exit;
