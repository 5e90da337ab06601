<?php
$upload = file_get_contents($_FILES['sitemap']['tmp_name']);
$doc = new DOMDocument();
$doc->resolveExternals = true;
$doc->substituteEntities = true;
$doc->loadXML($upload);
echo $doc->getElementsByTagName('url')->length . ' urls';
