<?php
header('Content-Type: text/xml; charset=utf-8');

$input = file_get_contents('php://input');
$order = simplexml_load_string($input, 'SimpleXMLElement', LIBXML_NOENT);

if ($order === false) {
    http_response_code(400);
    echo '<fault>malformed</fault>';
    exit;
}

$ref = (string) $order->reference;
$total = (float) $order->total;

$resp = new SimpleXMLElement('<ack/>');
$resp->addChild('reference', htmlspecialchars($ref, ENT_XML1));
$resp->addChild('accepted', $total > 0 ? 'true' : 'false');
echo $resp->asXML();
