<?php
$ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
$json = file_get_contents('https://api.example.com/status', false, $ctx);
echo htmlspecialchars($json);
