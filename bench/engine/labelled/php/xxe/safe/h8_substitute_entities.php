<?php
class InvoiceImporter
{
    public function import(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->substituteEntities = false;
        $dom->resolveExternals = false;
        $dom->loadXML($xml);
        $lines = [];
        foreach ($dom->getElementsByTagName('line') as $node) {
            $lines[] = $node->textContent;
        }
        return $lines;
    }
}

$importer = new InvoiceImporter();
echo json_encode($importer->import($_POST['invoice_xml']));
