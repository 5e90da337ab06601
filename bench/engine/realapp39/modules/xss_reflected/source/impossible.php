<?php

if (array_key_exists('name', $_GET) && $_GET['name'] !== '') {
    lab_check_token($_REQUEST['user_token'] ?? '', $_SESSION['session_token'] ?? '', 'index.php');

    $name = lab_e($_GET['name']);
    $html .= sprintf('<pre>Hello %s</pre>', $name);
    $html .= '<p>You came from ' . lab_e($_SERVER['HTTP_REFERER'] ?? 'nowhere') . '</p>';
}

lab_generate_token();
