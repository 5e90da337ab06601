<?php
$dir = $_GET['dir'] ?? '.';
$usage = shell_exec('du -sh /srv/share/' . $dir);
echo '<pre>' . htmlspecialchars($usage) . '</pre>';
