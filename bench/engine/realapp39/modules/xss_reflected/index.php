<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';
require_once __DIR__ . '/source/' . $level . '.php';

$form = '<form name="XSS" action="#" method="GET"><p>What\'s your name? <input type="text" name="name">';
$form .= ($level === 'impossible' ? lab_token_field() : '') . ' <input type="submit" value="Submit"></p></form>';

lab_module_page('Reflected Cross Site Scripting (XSS)', $form, $html);
