<?php
$dom = new DOMDocument();
$dom->loadXML($_POST['xml'], LIBXML_NOENT | LIBXML_DTDLOAD);
$items = $dom->getElementsByTagName('item');
echo $items->length;
