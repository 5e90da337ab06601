<?php

namespace App\Service;

/**
 * Imports wire-agency stories delivered as XML (NewsML-ish) into draft articles.
 */
class FeedImporter
{
    public function parseWire(string $xml): array
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
        if ($doc === false) {
            return [];
        }
        $items = [];
        foreach ($doc->item as $item) {
            $items[] = ['title' => (string) $item->title, 'body' => (string) $item->body];
        }

        return $items;
    }

    public function parsePartnerFeed(string $xml): array
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NONET | LIBXML_NOCDATA);

        return $doc === false ? [] : json_decode(json_encode($doc), true);
    }

    public function parseSitemap(string $xml): array
    {
        $dom = new \DOMDocument();
        $dom->loadXML($xml, LIBXML_DTDLOAD | LIBXML_NOENT);
        $urls = [];
        foreach ($dom->getElementsByTagName('loc') as $loc) {
            $urls[] = $loc->textContent;
        }

        return $urls;
    }

    public function isWellFormed(string $xml): bool
    {
        $dom = new \DOMDocument();

        return @$dom->loadXML($xml) !== false;
    }
}
