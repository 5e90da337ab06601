<?php
function format_text(string $text, string $formatter): string
{
    return $formatter($text);
}

$tpl = file_get_contents(__DIR__ . '/templates/welcome.txt');
$fmt = $_POST['formatter'] ?? 'trim';
echo htmlspecialchars(format_text($tpl, $fmt));
