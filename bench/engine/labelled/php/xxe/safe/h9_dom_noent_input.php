<?php
$xml = file_get_contents('php://input');
$dom = new DOMDocument();
$dom->loadXML($xml, LIBXML_NONET);
echo $dom->getElementsByTagName('name')->item(0)->nodeValue;
