<?php
$ip = filter_var($_GET['ip'] ?? '', FILTER_VALIDATE_IP);
if ($ip === false) {
    die('bad address');
}
echo '<pre>' . htmlspecialchars(shell_exec("ping -c 2 " . $ip)) . '</pre>';
