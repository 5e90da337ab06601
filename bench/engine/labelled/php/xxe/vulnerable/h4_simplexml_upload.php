<?php
if (isset($_FILES['invoice'])) {
    $raw = file_get_contents($_FILES['invoice']['tmp_name']);
    $invoice = simplexml_load_string($raw, 'SimpleXMLElement', LIBXML_NOENT);
    echo 'Invoice number: ' . htmlspecialchars((string) $invoice->number);
}
