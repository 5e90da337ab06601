<?php
require_once __DIR__ . '/includes/page.inc.php';
lab_require_login();

if (isset($_POST['seclev_submit'])) {
    lab_check_token($_POST['user_token'] ?? '', $_SESSION['session_token'] ?? '', 'security.php');
    $requested = $_POST['security'] ?? 'impossible';
    if (in_array($requested, LAB_LEVELS, true)) {
        $_SESSION['lab_security'] = $requested;
        lab_set_security_level($requested);
        lab_message_push('Security level set to ' . $requested);
    } else {
        lab_message_push('Unknown security level');
    }
    header('Location: security.php');
    exit;
}

if (isset($_POST['nickname_submit'])) {
    $_SESSION['lab_nickname'] = $_POST['nickname'];
    $_SESSION['lab_theme'] = in_array($_POST['theme'] ?? '', ['light', 'dark'], true) ? $_POST['theme'] : 'light';
}

lab_generate_token();
$current = lab_security_level();
$options = '';
foreach (LAB_LEVELS as $level) {
    $selected = $level === $current ? ' selected' : '';
    $options .= "<option value=\"{$level}\"{$selected}>" . ucfirst($level) . '</option>';
}

$body = '<div class="body_padded"><h1>Security Level</h1>';
$body .= '<p>The current level is <em>' . lab_e($current) . '</em>.</p>';
$body .= '<form method="post" action="security.php"><select name="security">' . $options . '</select>';
$body .= lab_token_field() . '<input type="submit" name="seclev_submit" value="Submit"></form>';
$body .= '<h2>Display name</h2><p>Currently: ' . lab_e($_SESSION['lab_nickname'] ?? '') . '</p>';
$body .= '<form method="post"><input type="text" name="nickname"><input type="submit" name="nickname_submit" value="Save"></form></div>';

lab_page_render('Security Level', $body);
