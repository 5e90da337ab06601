<?php
$output = '';
if (isset($_POST['Submit'])) {
    $target = trim($_REQUEST['ip']);
    if (stristr(php_uname('s'), 'Windows NT')) {
        $output = shell_exec('ping  ' . $target);
    } else {
        $output = shell_exec('ping  -c 4 ' . $target);
    }
}
?>
<form method="post"><input name="ip"><input type="submit" name="Submit" value="Ping"></form>
<pre><?php echo htmlspecialchars($output); ?></pre>
