<?php
if (empty($_FILES['sitemap']['tmp_name'])) {
    exit('Please upload a sitemap.xml');
}

$xml = file_get_contents($_FILES['sitemap']['tmp_name']);

$doc = new DOMDocument();
$doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);

$urls = [];
foreach ($doc->getElementsByTagName('loc') as $loc) {
    $urls[] = trim($loc->textContent);
}

echo '<h3>' . count($urls) . ' URLs found</h3><ul>';
foreach ($urls as $u) {
    echo '<li>' . htmlspecialchars($u) . '</li>';
}
echo '</ul>';
