<?php
$ctx = stream_context_create(['ssl' => ['verify_peer' => true, 'cafile' => '/etc/ssl/certs/ca-certificates.crt']]);
$json = file_get_contents('https://api.example.com/status', false, $ctx);
echo htmlspecialchars($json);
