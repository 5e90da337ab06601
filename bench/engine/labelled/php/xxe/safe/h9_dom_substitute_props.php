<?php
$upload = file_get_contents($_FILES['sitemap']['tmp_name']);
$doc = new DOMDocument();
$doc->resolveExternals = false;
$doc->substituteEntities = false;
$doc->loadXML($upload);
echo $doc->getElementsByTagName('url')->length . ' urls';
