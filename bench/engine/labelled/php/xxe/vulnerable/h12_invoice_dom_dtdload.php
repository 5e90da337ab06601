<?php
class InvoiceParser
{
    public function parse(string $xml): array
    {
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
        $xpath = new DOMXPath($dom);
        return [
            'number' => $xpath->evaluate('string(/invoice/number)'),
            'total' => (float) $xpath->evaluate('string(/invoice/total)'),
        ];
    }
}

$parser = new InvoiceParser();
$invoice = $parser->parse($_POST['invoice_xml'] ?? '');
echo htmlspecialchars($invoice['number']) . ': ' . $invoice['total'];
