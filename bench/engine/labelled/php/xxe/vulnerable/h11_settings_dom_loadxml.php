<?php
$xml = $_POST['settings_xml'] ?? '';

$dom = new DOMDocument();
$dom->preserveWhiteSpace = false;
$options = LIBXML_NOENT | LIBXML_DTDLOAD;

if (!$dom->loadXML($xml, $options)) {
    exit('Could not parse settings');
}

$settings = [];
foreach ($dom->getElementsByTagName('setting') as $node) {
    $settings[$node->getAttribute('name')] = $node->textContent;
}

echo '<pre>' . htmlspecialchars(print_r($settings, true)) . '</pre>';
