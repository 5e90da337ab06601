<?php
$body = file_get_contents('php://input');
// ruleid: php-xxe-entity-substitution
$a = simplexml_load_string($body, 'SimpleXMLElement', LIBXML_NOENT);
// ok: php-xxe-entity-substitution
$b = simplexml_load_string($body);
// ok: php-xxe-entity-substitution
$c = simplexml_load_string($body, 'SimpleXMLElement', LIBXML_NONET | LIBXML_NOCDATA);
$dom = new DOMDocument();
// ruleid: php-xxe-entity-substitution
$dom->loadXML($body, LIBXML_DTDLOAD | LIBXML_NOENT);
// ok: php-xxe-entity-substitution
$dom->loadXML($body, LIBXML_NONET);
// ok: php-xxe-entity-substitution
$dom->loadXML($body, LIBXML_NOENTITY_LIKE_NAME);
// ruleid: php-xxe-entity-substitution
$d = simplexml_load_file('/var/app/feed.xml', null, LIBXML_NOCDATA | LIBXML_NOENT | LIBXML_NONET);
// ok: php-xxe-entity-substitution
$e = json_decode($body, true, 512, JSON_BIGINT_AS_STRING | JSON_THROW_ON_ERROR);
