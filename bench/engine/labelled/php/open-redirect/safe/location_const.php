<?php
$next = $_GET['next'];
header('Location: /dashboard');
exit;
