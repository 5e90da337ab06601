<?php

declare(strict_types=1);

namespace Rentwise\Service;

use Rentwise\Repository\ListingRepository;

/** Reads the XML feeds portals and landlords send us. */
final class ListingImporter
{
    public function __construct(private ListingRepository $listings)
    {
    }

    public function importPortalFeed(string $xml): int
    {
        $doc = new \DOMDocument();
        $doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
        $count = 0;
        foreach ($doc->getElementsByTagName('property') as $node) {
            $this->listings->insert($this->fromNode($node));
            $count++;
        }
        return $count;
    }

    public function importLandlordSheet(string $xml): int
    {
        $sheet = simplexml_load_string($xml, \SimpleXMLElement::class, LIBXML_NONET);
        if ($sheet === false) {
            return 0;
        }
        $count = 0;
        foreach ($sheet->listing as $item) {
            $this->listings->insert([
                'reference' => (string) $item->ref,
                'title' => (string) $item->title,
                'city' => (string) $item->city,
                'postcode' => (string) $item->postcode,
                'rent' => (int) $item->rent,
                'bedrooms' => (int) $item->beds,
            ]);
            $count++;
        }
        return $count;
    }

    public function validateOnly(string $xml): bool
    {
        $doc = new \DOMDocument();
        return $doc->loadXML($xml) !== false;
    }

    private function fromNode(\DOMElement $node): array
    {
        $text = fn (string $tag) => trim((string) $node->getElementsByTagName($tag)->item(0)?->textContent);
        return [
            'reference' => $text('ref'),
            'title' => $text('title'),
            'city' => $text('city'),
            'postcode' => $text('postcode'),
            'rent' => (int) $text('rent'),
            'bedrooms' => (int) $text('bedrooms'),
        ];
    }
}
