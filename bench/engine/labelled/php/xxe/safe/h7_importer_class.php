<?php
final class FeedImporter {
    public function __construct(private readonly int $options = LIBXML_NONET) {}
    public function parse(string $xml): DOMDocument {
        $doc = new DOMDocument();
        $doc->loadXML($xml, $this->options);
        return $doc;
    }
}
$doc = (new FeedImporter())->parse(file_get_contents('php://input'));
echo $doc->getElementsByTagName('item')->length;
