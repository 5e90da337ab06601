<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';

$form = '<p>Read some quotes from famous hackers:</p><ul>';
if ($level === 'low' || $level === 'medium') {
    $form .= '<li><a href="go.php?redirect=info.php?id=1">Quote 1</a></li><li><a href="go.php?redirect=info.php?id=2">Quote 2</a></li>';
} else {
    $form .= '<li><a href="go.php?redirect=1">Quote 1</a></li><li><a href="go.php?redirect=2">Quote 2</a></li>';
}
$form .= '</ul><p><a href="go.php?docs=open-redirect">Read the documentation</a></p>';

lab_module_page('Open HTTP Redirect', $form, $html);
