<?php
$tpl = $_GET['tpl'] ?? 'Hello {name}';
$vars = ['name' => 'guest'];
echo htmlspecialchars(preg_replace_callback('/\{(\w+)\}/', function ($m) use ($vars) { return $vars[$m[1]] ?? ''; }, $tpl));
