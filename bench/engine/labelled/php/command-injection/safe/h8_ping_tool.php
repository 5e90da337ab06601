<?php
$host = isset($_GET['host']) ? trim($_GET['host']) : '127.0.0.1';
$output = [];
exec("ping -c 3 " . escapeshellarg($host), $output, $status);
echo '<pre>' . htmlspecialchars(implode("\n", $output)) . '</pre>';
