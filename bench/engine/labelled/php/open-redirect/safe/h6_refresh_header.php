<?php
$dest = $_REQUEST['url'] ?? '/';
header('Refresh: 3; url=/dashboard');
echo 'Redirecting to ' . htmlspecialchars($dest);
