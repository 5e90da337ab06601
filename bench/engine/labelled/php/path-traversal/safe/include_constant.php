<?php
require_once __DIR__ . '/config.php';
include 'header.php';
$title = $_GET['title'];
