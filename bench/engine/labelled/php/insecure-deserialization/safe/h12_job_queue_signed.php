<?php
$secret = getenv('QUEUE_SIGNING_KEY');
$body = file_get_contents('php://input');
$signature = $_SERVER['HTTP_X_SIGNATURE'] ?? '';

if (!hash_equals(hash_hmac('sha256', $body, $secret), $signature)) {
    http_response_code(401);
    exit('bad signature');
}

$job = json_decode($body, true);
if (!is_array($job) || !isset($job['type'])) {
    http_response_code(400);
    exit('bad job');
}

file_put_contents('/var/log/jobs.log', sprintf("[%s] received job %s\n", date('c'), $job['type']), FILE_APPEND);
http_response_code(202);
