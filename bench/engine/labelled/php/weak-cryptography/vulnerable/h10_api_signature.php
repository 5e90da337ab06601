<?php
const SHARED_SECRET = 'partner-shared-secret';

function sign_payload(array $payload): string
{
    ksort($payload);
    return sha1(SHARED_SECRET . http_build_query($payload));
}

$payload = $_POST;
$given = $_SERVER['HTTP_X_SIGNATURE'] ?? '';
unset($payload['signature']);

if (sign_payload($payload) !== $given) {
    http_response_code(401);
    exit('bad signature');
}

file_put_contents('/var/log/partner/orders.log', json_encode($payload) . PHP_EOL, FILE_APPEND);
echo 'accepted';
