<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$sources = ['low' => 'low.php', 'medium' => 'medium.php', 'high' => 'impossible.php', 'impossible' => 'impossible.php'];
$level = lab_security_level();
$html = '';
require __DIR__ . '/source/' . $sources[$level];

if (isset($_POST['btnClear'])) {
    mysqli_query(lab_mysqli(), 'TRUNCATE guestbook');
    header('Location: index.php');
    exit;
}

$form = '<form method="post" name="guestform"><table>';
$form .= '<tr><td>Name *</td><td><input name="txtName" type="text" size="30" maxlength="10"></td></tr>';
$form .= '<tr><td>Message *</td><td><textarea name="mtxMessage" cols="50" rows="3" maxlength="50"></textarea></td></tr>';
$form .= '<tr><td></td><td><input name="btnSign" type="submit" value="Sign Guestbook"> <input name="btnClear" type="submit" value="Clear Guestbook"></td></tr>';
$form .= '</table>' . lab_token_field() . '</form>';

lab_module_page('Stored Cross Site Scripting (XSS)', $form, $html);
