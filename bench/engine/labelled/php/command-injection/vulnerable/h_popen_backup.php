<?php
$dir = $_POST['dir'];
$h = popen("tar czf /tmp/backup.tgz " . $dir, "r");
echo fread($h, 2096);
pclose($h);
