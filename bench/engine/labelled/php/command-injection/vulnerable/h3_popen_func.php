<?php
function archive($dir) {
    $h = popen("tar czf /tmp/backup.tgz $dir", 'r');
    return pclose($h);
}
archive($_POST['dir']);
