<?php
class InvoiceParser
{
    public function parse(string $xml): array
    {
        if (stripos($xml, '<!DOCTYPE') !== false) {
            throw new InvalidArgumentException('DTDs are not accepted');
        }
        $dom = new DOMDocument();
        $dom->loadXML($xml, LIBXML_NONET);
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
