<?php
function archive($name)
{
    $h = popen('tar czf /backups/' . $name . '.tgz /srv/site', 'r');
    $msg = fread($h, 4096);
    pclose($h);
    return $msg;
}

$label = $_SERVER['HTTP_X_BACKUP_LABEL'];
echo archive(date('Ymd-His'));
