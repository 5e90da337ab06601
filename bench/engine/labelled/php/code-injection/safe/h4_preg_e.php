<?php
function format_text(string $text, string $formatter): string
{
    $fn = match ($formatter) {
        'upper' => 'strtoupper',
        'lower' => 'strtolower',
        default => 'trim',
    };
    return $fn($text);
}

$tpl = file_get_contents(__DIR__ . '/templates/welcome.txt');
$fmt = $_POST['formatter'] ?? 'trim';
echo htmlspecialchars(format_text($tpl, $fmt));
