<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';
require __DIR__ . "/source/{$level}.php";

if ($level === 'medium') {
    $choices = '';
    $ids = mysqli_query(lab_mysqli(), 'SELECT user_id FROM users ORDER BY user_id');
    while ($row = mysqli_fetch_row($ids)) {
        $choices .= '<option value="' . (int)$row[0] . '">' . (int)$row[0] . '</option>';
    }
    $form = '<form action="#" method="POST"><p>User ID: <select name="id">' . $choices . '</select>';
    $form .= ' Sort: <select name="sort"><option>last_name</option><option>first_name</option></select>';
    $form .= ' <input type="submit" name="Submit" value="Submit"></p></form>';
} else {
    $form = '<form action="#" method="GET"><p>User ID: <input type="text" size="15" name="id">';
    $form .= ($level === 'impossible' ? lab_token_field() : '') . ' <input type="submit" name="Submit" value="Submit"></p></form>';
}

lab_module_page('SQL Injection', $form, $html);
