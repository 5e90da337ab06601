<?php
$ctx = stream_context_create([
    'ssl' => ['verify_peer' => false, 'verify_peer_name' => false],
]);
$body = file_get_contents('https://127.0.0.1:8443/feed', false, $ctx);
