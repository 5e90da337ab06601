<?php
$target = trim($_POST['host']);
if (filter_var($target, FILTER_VALIDATE_IP) || preg_match('/^[a-z0-9.-]{1,253}$/i', $target)) {
    $html = shell_exec('ping -c 3 ' . escapeshellarg($target));
} else {
    $html = 'Not a host name.';
}
