<?php
$ctx = stream_context_create([
    'ssl' => ['verify_peer' => true, 'verify_peer_name' => true, 'cafile' => '/etc/ssl/certs/ca.pem'],
]);
$body = file_get_contents('https://127.0.0.1:8443/feed', false, $ctx);
