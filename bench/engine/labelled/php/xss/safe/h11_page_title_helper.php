<?php
function e(?string $value): string
{
    return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}

$title = $_GET['title'] ?? 'Untitled';
$subtitle = $_GET['subtitle'] ?? '';
$parts = [
    '<h1>' . e($title) . '</h1>',
    $subtitle !== '' ? '<h2>' . e($subtitle) . '</h2>' : '',
];
?>
<html>
<body>
<header><?= implode("\n", $parts) ?></header>
<input type="hidden" name="title" value="<?= e($title) ?>">
</body>
</html>
