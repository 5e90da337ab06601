<?php
$host = trim($_GET['host'] ?? '');
$status = file_get_contents("http://{$host}/health");
echo htmlspecialchars($status);
