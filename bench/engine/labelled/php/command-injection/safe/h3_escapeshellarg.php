<?php
$host = $_GET['host'];
$out = shell_exec("ping -c 1 " . escapeshellarg($host) . " 2>&1");
echo '<pre>' . htmlspecialchars($out) . '</pre>';
