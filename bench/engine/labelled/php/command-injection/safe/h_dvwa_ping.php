<?php
if (isset($_POST['Submit'])) {
    $target = $_REQUEST['ip'];
    $cmd = shell_exec('ping  -c 4 ' . escapeshellarg($target));
    echo "<pre>" . htmlspecialchars($cmd) . "</pre>";
}
