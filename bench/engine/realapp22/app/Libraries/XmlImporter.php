<?php

namespace App\Libraries;

use DOMDocument;
use RuntimeException;

/**
 * Reads the council's plot register (XML) and the seed suppliers' catalogues.
 */
class XmlImporter
{
    public function plotRows(string $xml): array
    {
        $dom = new DOMDocument();
        if (! $dom->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD)) {
            throw new RuntimeException('The register file is not valid XML');
        }

        $rows = [];
        foreach ($dom->getElementsByTagName('plot') as $node) {
            $rows[] = [
                'name'    => $node->getAttribute('ref'),
                'site'    => $node->getAttribute('site'),
                'size_m2' => (float) $node->getAttribute('area'),
            ];
        }

        return $rows;
    }

    public function supplierItems(string $xml): array
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
        if ($doc === false) {
            return [];
        }

        $items = [];
        foreach ($doc->item as $item) {
            $items[] = ['sku' => (string) $item['sku'], 'name' => (string) $item->name, 'price' => (float) $item->price];
        }

        return $items;
    }

    public function feedTitles(string $xml): array
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NONET | LIBXML_NOCDATA);
        if ($doc === false) {
            return [];
        }

        $titles = [];
        foreach ($doc->channel->item as $item) {
            $titles[] = (string) $item->title;
        }

        return $titles;
    }

    public function isWellFormed(string $xml): bool
    {
        $dom = new DOMDocument();

        return @$dom->loadXML($xml) !== false;
    }
}
