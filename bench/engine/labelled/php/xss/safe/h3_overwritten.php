<?php
$title = $_GET['title'] ?? '';
$title = 'Dashboard';
echo "<h1>$title</h1>";
