<?php
$xml = $_POST['settings_xml'] ?? '';

$dom = new DOMDocument();
$dom->preserveWhiteSpace = false;

if (!$dom->loadXML($xml, LIBXML_NONET)) {
    exit('Could not parse settings');
}

$settings = [];
foreach ($dom->getElementsByTagName('setting') as $node) {
    $settings[$node->getAttribute('name')] = $node->textContent;
}

echo '<pre>' . htmlspecialchars(print_r($settings, true)) . '</pre>';
