<?php
function sign_payload(array $payload): string
{
    ksort($payload);
    return hash_hmac('sha256', http_build_query($payload), getenv('PARTNER_SECRET'));
}

$payload = $_POST;
$given = $_SERVER['HTTP_X_SIGNATURE'] ?? '';
unset($payload['signature']);

if (!hash_equals(sign_payload($payload), $given)) {
    http_response_code(401);
    exit('bad signature');
}

file_put_contents('/var/log/partner/orders.log', json_encode($payload) . PHP_EOL, FILE_APPEND);
echo 'accepted';
