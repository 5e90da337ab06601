<?php
// ruleid: php-stream-tls-verification-disabled
$insecure = stream_context_create(['ssl' => ['verify_peer' => false]]);
// ruleid: php-stream-tls-verification-disabled
$noName = stream_context_create(['ssl' => ['verify_peer' => true, 'verify_peer_name' => false]]);
// ok: php-stream-tls-verification-disabled
$checked = stream_context_create(['ssl' => ['verify_peer' => true, 'cafile' => '/etc/ssl/certs/ca-certificates.crt']]);
// ok: php-stream-tls-verification-disabled
$http = stream_context_create(['http' => ['verify_peer' => false, 'timeout' => 5]]);
// ok: php-stream-tls-verification-disabled
$plain = stream_context_create();
