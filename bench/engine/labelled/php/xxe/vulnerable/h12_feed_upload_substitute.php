<?php
if (!is_uploaded_file($_FILES['feed']['tmp_name'] ?? '')) {
    exit('no feed uploaded');
}

$dom = new DOMDocument();
$dom->substituteEntities = true;
$dom->resolveExternals = true;
$dom->load($_FILES['feed']['tmp_name']);

$titles = [];
foreach ($dom->getElementsByTagName('item') as $item) {
    $titles[] = $item->getElementsByTagName('title')->item(0)->textContent ?? '';
}

echo '<ul><li>' . implode('</li><li>', array_map('htmlspecialchars', $titles)) . '</li></ul>';
