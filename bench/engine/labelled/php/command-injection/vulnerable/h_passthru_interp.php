<?php
function lookup_host() {
    $host = $_GET['host'];
    passthru("nslookup {$host}");
}
lookup_host();
