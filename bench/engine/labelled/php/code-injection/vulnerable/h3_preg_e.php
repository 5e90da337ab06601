<?php
$tpl = 'Hello {name}';
$repl = $_GET['r'];
echo preg_replace('/\{(\w+)\}/e', $repl, $tpl);
