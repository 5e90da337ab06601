<?php
// A prefix check naming a scheme and a whole host (ending at `/`) keeps the URL on that host.
function h7_host_prefix()
{
    $u = $_GET['u'] ?? '';
    if (str_starts_with($u, 'https://api.example.com/')) {
        // ok: php-ssrf
        echo file_get_contents($u);
    }
    if (str_starts_with($u, 'https://api.example.com')) {
        // ruleid: php-ssrf
        echo file_get_contents($u);
    }
    if (str_starts_with($u, 'https://')) {
        // ruleid: php-ssrf
        echo file_get_contents($u);
    }
}
