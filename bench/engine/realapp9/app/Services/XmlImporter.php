<?php

namespace App\Services;

use App\Models\Patient;
use DOMDocument;

class XmlImporter
{
    public function importPatients(string $xml, int $clinicId): int
    {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT | LIBXML_NOCDATA);
        if ($doc === false) {
            throw new \RuntimeException('Invalid XML');
        }
        $count = 0;
        foreach ($doc->patient as $node) {
            Patient::create([
                'first_name' => (string) $node->first,
                'last_name' => (string) $node->last,
                'email' => (string) $node->email,
                'birth_date' => (string) $node->born,
                'clinic_id' => $clinicId,
            ]);
            $count++;
        }
        return $count;
    }

    public function parseSchedule(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_DTDLOAD | LIBXML_NOENT);
        return $this->slots($dom);
    }

    public function parseScheduleStrict(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_NONET);
        return $this->slots($dom);
    }

    public function parseLabResult(string $xml): array
    {
        $result = simplexml_load_string($xml);
        return ['code' => (string) $result->code, 'value' => (string) $result->value];
    }

    private function slots(DOMDocument $dom): array
    {
        $slots = [];
        foreach ($dom->getElementsByTagName('slot') as $slot) {
            $slots[] = ['doctor' => $slot->getAttribute('doctor'), 'at' => $slot->textContent];
        }
        return $slots;
    }
}
