<?php
function lookup_host() {
    $host = escapeshellarg($_GET['host']);
    passthru("nslookup {$host}");
}
lookup_host();
