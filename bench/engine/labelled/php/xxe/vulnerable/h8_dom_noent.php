<?php
$xml = file_get_contents('php://input');
$doc = new DOMDocument();
$doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
$orders = $doc->getElementsByTagName('order');
echo 'Received ' . $orders->length . ' orders';
