<?php
$tpl = $_POST['tpl'];
echo preg_replace('/\{(\w+)\}/e', $tpl, 'Hello {name}');
