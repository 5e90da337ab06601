<?php
session_start();
$_SESSION['locale'] = $_GET['lang'];
header('Location: /');
