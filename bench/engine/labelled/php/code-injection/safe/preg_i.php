<?php
$tpl = $_POST['tpl'];
echo htmlspecialchars(preg_replace('/\{(\w+)\}/i', $tpl, 'Hello {name}'));
