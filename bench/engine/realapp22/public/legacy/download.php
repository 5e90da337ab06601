<?php

// Tenancy agreements scanned by the secretary, served to the committee.

$dir = '/srv/plotkeeper/agreements/';

if (isset($_GET['scan'])) {
    $path = $dir . basename($_GET['scan']);
    header('Content-Type: application/pdf');
    readfile($path);
    exit;
}

if (isset($_GET['f'])) {
    header('Content-Type: application/octet-stream');
    header('Content-Disposition: attachment; filename="agreement.pdf"');
    readfile($dir . $_GET['f']);
    exit;
}

http_response_code(404);
