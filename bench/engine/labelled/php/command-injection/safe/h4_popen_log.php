<?php
$lines = (int) ($_GET['lines'] ?? 50);
$service = $_GET['service'] ?? 'nginx';
$handle = popen("journalctl -u " . escapeshellarg($service) . " -n " . $lines, 'r');
echo '<pre>';
while (!feof($handle)) {
    echo htmlspecialchars(fgets($handle));
}
echo '</pre>';
pclose($handle);
