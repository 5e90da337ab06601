<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $xml = $_POST['xml'] ?? file_get_contents('php://input');

    switch ($level) {
        case 'low':
            $doc = new DOMDocument();
            $doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD);
            $name = $doc->getElementsByTagName('name')->item(0);
            $html .= '<p>Imported contact: ' . ($name ? $name->nodeValue : '') . '</p>';
            break;

        case 'medium':
            if (stripos($xml, '<!ENTITY') !== false) {
                $html .= '<p>Entities are not allowed.</p>';
                break;
            }
            $contact = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT);
            $html .= '<p>Imported contact: ' . lab_e((string)$contact->name) . '</p>';
            break;

        default:
            $doc = new DOMDocument();
            if ($doc->loadXML($xml, LIBXML_NONET) === false) {
                $html .= '<p>That is not well-formed XML.</p>';
                break;
            }
            $contact = simplexml_import_dom($doc);
            $html .= '<p>Imported contact (checked): ' . lab_e((string)$contact->name) . '</p>';
            $summary = simplexml_load_string($xml);
            $html .= '<p>' . count($summary->children()) . ' fields.</p>';
    }
}

$form = '<form method="post"><p>Paste a contact as XML:</p><textarea name="xml" rows="8" cols="60"></textarea><br><input type="submit" value="Import"></form>';

lab_module_page('XML External Entities', $form, $html);
