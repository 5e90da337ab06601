<?php

if (isset($_POST['Submit'])) {
    $target = $_REQUEST['ip'];

    if (stristr(php_uname('s'), 'Windows NT')) {
        $cmd = shell_exec('ping  ' . $target);
    } else {
        $cmd = shell_exec('ping  -c 4 ' . $target);
    }
    $html .= '<pre>' . htmlspecialchars((string)$cmd) . '</pre>';

    if (!empty($_POST['trace_host'])) {
        ob_start();
        passthru('traceroute -m 10 ' . $_POST['trace_host']);
        $html .= '<pre>' . htmlspecialchars(ob_get_clean()) . '</pre>';
    }

    if (!empty($_POST['probe_url'])) {
        exec("curl -s -I --max-time 5 {$_POST['probe_url']}", $headerLines);
        $html .= '<pre>' . htmlspecialchars(implode("\n", $headerLines)) . '</pre>';
    }
}
