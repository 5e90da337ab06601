<?php
$raw = file_get_contents('php://input');
$doc = simplexml_load_string($raw, 'SimpleXMLElement', LIBXML_NOENT | LIBXML_DTDLOAD);
echo htmlspecialchars((string) $doc->title);
