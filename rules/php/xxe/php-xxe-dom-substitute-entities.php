<?php
function dom_entities_on($xml)
{
    $doc = new DOMDocument();
    // ruleid: php-xxe-dom-substitute-entities
    $doc->substituteEntities = true;
    $doc->loadXML($xml);
    return $doc;
}

function dom_entities_off($xml)
{
    $doc = new DOMDocument('1.0', 'UTF-8');
    // ok: php-xxe-dom-substitute-entities
    $doc->substituteEntities = false;
    // ok: php-xxe-dom-substitute-entities
    $doc->preserveWhiteSpace = true;
    $doc->loadXML($xml);
    return $doc;
}

class FeedParser
{
    private DOMDocument $dom;
    public function __construct() { $this->dom = new DOMDocument(); }
    public function parse(string $xml): void
    {
        // ruleid: php-xxe-dom-substitute-entities
        $this->dom->substituteEntities = 1;
        $this->dom->loadXML($xml);
    }
}
