<?php
$dir = $_GET['dir'] ?? '.';
$usage = shell_exec('du -sh ' . escapeshellarg('/srv/share/' . $dir));
echo '<pre>' . htmlspecialchars($usage) . '</pre>';
