<?php

if (isset($_POST['Submit'])) {
    $target = trim($_REQUEST['ip']);

    if (filter_var($target, FILTER_VALIDATE_IP) !== false) {
        $cmd = shell_exec('ping -c 4 ' . escapeshellarg($target));
        $html .= '<pre>' . htmlspecialchars((string)$cmd) . '</pre>';
    } else {
        $html .= '<pre>ERROR: You have entered an invalid IP.</pre>';
    }

    if (!empty($_POST['trace_host'])) {
        $trace = shell_exec('traceroute -m 10 -- ' . escapeshellarg($_POST['trace_host']));
        $html .= '<pre>' . htmlspecialchars((string)$trace) . '</pre>';
    }
}
