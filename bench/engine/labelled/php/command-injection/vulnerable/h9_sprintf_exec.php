<?php
$host = $_GET['host'];
$cmd = sprintf('ping -c 1 -W 2 %s', $host);
exec($cmd, $output, $status);
echo '<pre>' . htmlspecialchars(implode("\n", $output)) . '</pre>';
