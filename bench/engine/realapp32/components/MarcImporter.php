<?php

namespace app\components;

use DOMDocument;

/**
 * Reads MARCXML and ONIX records supplied by publishers and by other libraries.
 */
class MarcImporter
{
    /** ONIX feeds use entity declarations for currency symbols, so entities are expanded. */
    public function parseOnix(string $xml): array
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
        $titles = [];
        foreach ($doc->Product as $product) {
            $titles[] = (string) $product->DescriptiveDetail->TitleDetail->TitleElement->TitleText;
        }
        return $titles;
    }

    public function parseMarc(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
        return $this->records($dom);
    }

    public function parseMarcStrict(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_NONET);
        return $this->records($dom);
    }

    public function parseHoldings(string $xml): array
    {
        $doc = simplexml_load_string($xml);
        $out = [];
        foreach ($doc->holding as $h) {
            $out[] = ['barcode' => (string) $h['barcode'], 'shelf' => (string) $h->shelf];
        }
        return $out;
    }

    public function parseSampleFile(string $path): array
    {
        $doc = simplexml_load_file($path, 'SimpleXMLElement', LIBXML_NOCDATA);
        return (array) $doc;
    }

    private function records(DOMDocument $dom): array
    {
        $out = [];
        foreach ($dom->getElementsByTagName('record') as $record) {
            $out[] = $record->textContent;
        }
        return $out;
    }
}
