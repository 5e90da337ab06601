<?php
$host = $_GET['host'];
$out = shell_exec(escapeshellcmd("ping -c 1 " . $host) . " 2>&1");
echo '<pre>' . htmlspecialchars($out) . '</pre>';
