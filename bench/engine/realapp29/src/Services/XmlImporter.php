<?php

declare(strict_types=1);

namespace App\Services;

use DOMDocument;
use RuntimeException;
use SimpleXMLElement;

/** Reads lesson timetables and repertoire lists exported from the old desktop system. */
final class XmlImporter
{
    public function timetable(string $xml): array
    {
        $dom = new DOMDocument();
        if (!$dom->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD)) {
            throw new RuntimeException('Not a timetable');
        }
        $rows = [];
        foreach ($dom->getElementsByTagName('lesson') as $node) {
            $rows[] = [
                'student' => $node->getAttribute('student'),
                'starts_at' => $node->getAttribute('start'),
                'room' => $node->getAttribute('room'),
            ];
        }
        return $rows;
    }

    public function repertoire(string $xml): array
    {
        $doc = simplexml_load_string($xml, SimpleXMLElement::class, LIBXML_NOENT);
        if ($doc === false) {
            throw new RuntimeException('Not a repertoire list');
        }
        $pieces = [];
        foreach ($doc->piece as $piece) {
            $pieces[] = ['title' => (string) $piece->title, 'composer' => (string) $piece->composer];
        }
        return $pieces;
    }

    public function calendar(string $xml): array
    {
        $doc = simplexml_load_string($xml, SimpleXMLElement::class, LIBXML_NONET | LIBXML_NOCDATA);
        return $doc === false ? [] : json_decode(json_encode($doc), true);
    }

    public function isWellFormed(string $xml): bool
    {
        $dom = new DOMDocument();
        return @$dom->loadXML($xml, LIBXML_NONET) !== false;
    }
}
