<?php
function parseOrder($payload)
{
    $order = simplexml_load_string($payload, 'SimpleXMLElement', LIBXML_NONET);
    return (string) $order->customer;
}
echo htmlspecialchars(parseOrder($_POST['order_xml']));
