<?php
$raw = file_get_contents('php://input');
$doc = simplexml_load_string($raw, 'SimpleXMLElement', LIBXML_NONET);
echo htmlspecialchars((string) $doc->title);
