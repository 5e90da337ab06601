<?php
$template = file_get_contents(__DIR__ . '/templates/mail.txt');
$values = $_POST['values'] ?? [];
echo preg_replace_callback('/\{\{(\w+)\}\}/', function ($m) use ($values) {
    return htmlspecialchars($values[$m[1]] ?? '');
}, $template);
