<?php
$target = trim($_POST['host']);
if (stristr(php_uname('s'), 'Windows NT')) {
    $html = shell_exec('ping -n 3 ' . $target);
} else {
    $html = shell_exec('ping -c 3 ' . $target);
}
