<?php
// The SimpleXMLElement constructor takes the libxml options second.
$raw = file_get_contents('php://input');
// ruleid: php-xxe-entity-substitution
$a = new SimpleXMLElement($raw, LIBXML_NOENT);
// ruleid: php-xxe-entity-substitution
$b = new SimpleXMLElement($raw, LIBXML_DTDLOAD | LIBXML_NOENT, false);
// ok: php-xxe-entity-substitution
$c = new SimpleXMLElement($raw, LIBXML_NONET);
// ok: php-xxe-entity-substitution
$d = new SimpleXMLElement($raw);
