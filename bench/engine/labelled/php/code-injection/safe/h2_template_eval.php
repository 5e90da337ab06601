<?php
$tpl = file_get_contents(__DIR__ . '/templates/welcome.phtml');
$vars = ['name' => htmlspecialchars($_POST['name'] ?? 'guest')];
extract($vars);
eval('?>' . $tpl);
