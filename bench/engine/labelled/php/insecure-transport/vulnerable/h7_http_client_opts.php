<?php
final class PaymentsClient {
    public function __construct(private readonly string $base = 'https://pay.example.internal') {}
    public function charge(array $body): string {
        $ch = curl_init($this->base . '/charge');
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => json_encode($body),
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_SSL_VERIFYPEER => false,
        ]);
        return (string) curl_exec($ch);
    }
}
echo (new PaymentsClient())->charge(['amount' => 100]);
