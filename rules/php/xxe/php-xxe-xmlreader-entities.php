<?php
$reader = new XMLReader();
$reader->open($_FILES['feed']['tmp_name']);
// ruleid: php-xxe-xmlreader-entities
$reader->setParserProperty(XMLReader::SUBST_ENTITIES, true);
// ok: php-xxe-xmlreader-entities
$reader->setParserProperty(XMLReader::SUBST_ENTITIES, false);
// ok: php-xxe-xmlreader-entities
$reader->setParserProperty(XMLReader::VALIDATE, true);
