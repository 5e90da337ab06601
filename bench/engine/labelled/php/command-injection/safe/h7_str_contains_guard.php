<?php
$host = $_POST['host'] ?? '';
if (filter_var($host, FILTER_VALIDATE_IP) === false) {
    http_response_code(400);
    exit('bad host');
}
exec("ping -c 1 " . $host, $out);
echo htmlspecialchars(implode("\n", $out));
