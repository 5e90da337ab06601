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

// Raw sockets, image and XML loaders open what they are given, URLs included.
function h6_other_fetchers()
{
    // ruleid: php-ssrf
    $a = stream_socket_client('tcp://' . $_GET['h'] . ':80');
    $sock = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    // ruleid: php-ssrf
    socket_connect($sock, $_POST['ip'], 80);
    // ruleid: php-ssrf
    $size = getimagesize($_GET['avatar']);
    $doc = new DOMDocument();
    // ruleid: php-ssrf
    $doc->load($_GET['feed']);
    // ok: php-ssrf
    $doc->load('/var/feeds/' . basename($_GET['feed']));
    // ok: php-ssrf
    $b = stream_socket_client('tcp://127.0.0.1:' . (int) $_GET['port']);
    // ok: php-ssrf
    $img = imagecreatefrompng('https://static.internal/img/' . rawurlencode($_GET['n']));
    return [$a, $size, $b, $img];
}
