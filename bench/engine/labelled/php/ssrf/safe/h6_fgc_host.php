<?php
$hosts = ['10.0.0.5', '10.0.0.6', '10.0.0.7'];
$host = $hosts[(int) ($_GET['host'] ?? 0) % 3];
$status = file_get_contents("http://{$host}/health");
echo htmlspecialchars($status);
