<?php
$host = $_POST['host'] ?? '';
if (str_contains($host, ';') || str_contains($host, '&')) {
    http_response_code(400);
    exit('bad host');
}
exec("ping -c 1 " . $host, $out);
echo htmlspecialchars(implode("\n", $out));
