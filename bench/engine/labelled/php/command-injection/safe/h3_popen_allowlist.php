<?php
function archive($dir) {
    $h = popen("tar czf /tmp/backup.tgz $dir", 'r');
    return pclose($h);
}
$dirs = ['uploads' => '/srv/uploads', 'logs' => '/srv/logs'];
$key = $_POST['dir'] ?? 'logs';
if (isset($dirs[$key])) {
    archive($dirs[$key]);
}
