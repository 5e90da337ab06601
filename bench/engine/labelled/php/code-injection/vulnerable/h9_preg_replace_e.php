<?php
$template = 'Hello NAME, welcome back';
$replacement = $_REQUEST['tpl'];
echo preg_replace('/NAME/e', $replacement, $template);
