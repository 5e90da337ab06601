<?php
$dom = new DOMDocument();
$dom->loadXML($_POST['xml'], LIBXML_NONET);
$items = $dom->getElementsByTagName('item');
echo $items->length;
