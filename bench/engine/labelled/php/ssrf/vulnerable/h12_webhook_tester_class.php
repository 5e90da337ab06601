<?php
class WebhookTester
{
    public function ping(string $host, int $port): array
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, "http://{$host}:{$port}/hooks/ping");
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, 3);
        $response = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return ['status' => $status, 'body' => substr((string) $response, 0, 500)];
    }
}

$tester = new WebhookTester();
$result = $tester->ping($_POST['host'] ?? 'localhost', (int) ($_POST['port'] ?? 80));
header('Content-Type: application/json');
echo json_encode($result);
