<?php
$template = file_get_contents(__DIR__ . '/templates/mail.txt');
$expr = $_POST['placeholder_expr'] ?? '"$1"';
echo preg_replace('/\{\{(\w+)\}\}/e', $expr, $template);
