<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

// The high level shares the impossible source in this module.
$sources = ['low' => 'low.php', 'medium' => 'medium.php', 'high' => 'impossible.php', 'impossible' => 'impossible.php'];
$level = lab_security_level();
$html = '';
include __DIR__ . '/source/' . $sources[$level];

$form = '<form action="#" method="' . ($level === 'medium' ? 'POST' : 'GET') . '"><p>User ID: <input type="text" size="15" name="id">';
$form .= ' <input type="submit" name="Submit" value="Submit"></p></form>';

lab_module_page('SQL Injection (Blind)', $form, $html);
