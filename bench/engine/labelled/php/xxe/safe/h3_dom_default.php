<?php
$xml = file_get_contents('php://input');
$doc = new DOMDocument();
$doc->loadXML($xml, LIBXML_NONET);
echo htmlspecialchars($doc->getElementsByTagName('name')->item(0)->textContent);
