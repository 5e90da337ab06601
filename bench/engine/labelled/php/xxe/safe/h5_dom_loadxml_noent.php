<?php
$xml = file_get_contents('php://input');
$dom = new DOMDocument();
$dom->loadXML($xml, LIBXML_NONET);
$orders = $dom->getElementsByTagName('order');
echo $orders->length . ' orders received';
