<?php
final class StatusProbe
{
    private array $services = [
        'billing' => 'https://billing.internal.example.com/health',
        'search' => 'https://search.internal.example.com/health',
        'mail' => 'https://mail.internal.example.com/health',
    ];

    public function check(string $service): int
    {
        if (!isset($this->services[$service])) {
            return 404;
        }
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $this->services[$service]);
        curl_setopt($ch, CURLOPT_NOBODY, true);
        curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return (int) $code;
    }
}

$probe = new StatusProbe();
echo json_encode(['status' => $probe->check($_GET['service'] ?? '')]);
