<?php
// A host allow-list on a field of decoded request data cleans that field.
function h6_member_host_allowlist()
{
    $in = json_decode(file_get_contents('php://input'));
    if (!in_array(parse_url($in->callback, PHP_URL_HOST), ['hooks.internal', 'status.internal'], true)) {
        exit;
    }
    // ok: php-ssrf
    $ch = curl_init($in->callback);
    // ruleid: php-ssrf
    $other = curl_init($in->status_url);
    return [$ch, $other];
}

function h6_array_host_allowlist()
{
    $in = json_decode(file_get_contents('php://input'), true);
    $host = parse_url($in['callback'], PHP_URL_HOST);
    if ($host !== 'hooks.internal') {
        throw new InvalidArgumentException('host');
    }
    // ok: php-ssrf
    return file_get_contents($in['callback']);
}
