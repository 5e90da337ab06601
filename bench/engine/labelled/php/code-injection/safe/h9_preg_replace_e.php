<?php
$template = $_REQUEST['tpl'];
echo preg_replace_callback('/\d+/', function ($m) {
    return (string) ((int) $m[0] * 2);
}, $template);
