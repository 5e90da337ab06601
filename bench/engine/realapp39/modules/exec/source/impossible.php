<?php

if (isset($_POST['Submit'])) {
    lab_check_token($_REQUEST['user_token'] ?? '', $_SESSION['session_token'] ?? '', 'index.php');

    $octets = explode('.', stripslashes($_REQUEST['ip']));
    if (count($octets) === 4 && count(array_filter($octets, 'ctype_digit')) === 4) {
        $target = implode('.', array_map('intval', $octets));

        $spec = [1 => ['pipe', 'w'], 2 => ['pipe', 'w']];
        $process = proc_open(['/bin/ping', '-c', '4', $target], $spec, $pipes);
        $output = stream_get_contents($pipes[1]);
        proc_close($process);
        $html .= '<pre>' . htmlspecialchars($output) . '</pre>';

        exec('ping -c 1 ' . $target, $lines, $status);
        $html .= '<p>Exit status ' . (int)$status . '</p>';
    } else {
        $html .= '<pre>ERROR: You have entered an invalid IP.</pre>';
    }
}

lab_generate_token();
