<?php
[$tenant, $file] = explode(':', $_GET['ref'] ?? 'demo:readme.txt', 2);
$tenantId = (int) $tenant;
$full = sprintf('/srv/tenants/%1$d/files/%2$s', $tenantId, basename($file));
header('Content-Type: application/octet-stream');
echo file_get_contents($full);
