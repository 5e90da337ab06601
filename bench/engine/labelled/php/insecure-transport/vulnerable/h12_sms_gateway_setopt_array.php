<?php
final class SmsGateway
{
    private const ENDPOINT = 'https://api.sms-relay.example.net/v1/messages';

    public function send(string $to, string $text): bool
    {
        $ch = curl_init(self::ENDPOINT);
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => json_encode(['to' => $to, 'text' => $text]),
            CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'Authorization: Bearer ' . getenv('SMS_TOKEN')],
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_SSL_VERIFYPEER => 0,
            CURLOPT_TIMEOUT => 10,
        ]);
        curl_exec($ch);
        $ok = curl_getinfo($ch, CURLINFO_HTTP_CODE) === 201;
        curl_close($ch);
        return $ok;
    }
}

$sent = (new SmsGateway())->send($_POST['phone'] ?? '', 'Your code is ' . random_int(100000, 999999));
echo $sent ? 'sent' : 'failed';
