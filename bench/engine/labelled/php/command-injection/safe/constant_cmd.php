<?php
$uptime = shell_exec('uptime');
echo htmlspecialchars($uptime);
$action = $_GET['action'];
