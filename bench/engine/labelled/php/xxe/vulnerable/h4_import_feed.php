<?php
$xml = file_get_contents('php://input');
$doc = new DOMDocument();
$doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
$items = $doc->getElementsByTagName('item');
foreach ($items as $item) {
    echo htmlspecialchars($item->getElementsByTagName('title')->item(0)->nodeValue) . "<br>";
}
