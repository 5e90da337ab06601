<?php

if (isset($_POST['Submit'])) {
    $target = $_REQUEST['ip'];

    $substitutions = [
        '&&' => '',
        ';'  => '',
    ];
    $target = str_replace(array_keys($substitutions), $substitutions, $target);

    $cmd = shell_exec('ping -c 4 ' . $target);
    $html .= '<pre>' . htmlspecialchars((string)$cmd) . '</pre>';

    if (!empty($_POST['probe_url'])) {
        $probe = shell_exec(escapeshellcmd('curl -s -I --max-time 5 ' . $_POST['probe_url']));
        $html .= '<pre>' . htmlspecialchars((string)$probe) . '</pre>';
    }

    $uptime = shell_exec('uptime');
    $html .= '<p>Host uptime: ' . htmlspecialchars(trim((string)$uptime)) . '</p>';
}
