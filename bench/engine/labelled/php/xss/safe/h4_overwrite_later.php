<?php
$title = $_GET['title'] ?? '';
$title = 'Dashboard';
?>
<h1><?= $title ?></h1>
