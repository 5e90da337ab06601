<?php
$target = $_GET['target'] ?? '';
if (!filter_var($target, FILTER_VALIDATE_URL)) {
    http_response_code(400);
    exit('bad url');
}
$ch = curl_init();
curl_setopt_array($ch, [
    CURLOPT_URL => $target,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 5,
]);
$body = curl_exec($ch);
curl_close($ch);
echo strlen((string) $body);
