<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';
require __DIR__ . '/source/' . $level . '.php';

$form = '<form name="ping" action="#" method="post"><p>Enter an IP address: <input type="text" name="ip" size="30">';
$form .= ' <input type="submit" name="Submit" value="Submit"></p>';
$form .= '<p>Trace a host: <input type="text" name="trace_host" size="30"></p>';
$form .= '<p>Fetch a page header: <input type="text" name="probe_url" size="40"></p>';
$form .= ($level === 'impossible' ? lab_token_field() : '') . '</form>';

lab_module_page('Command Injection', $form, $html);
