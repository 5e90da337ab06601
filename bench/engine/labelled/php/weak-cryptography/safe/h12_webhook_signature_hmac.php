<?php
final class WebhookVerifier
{
    public function __construct(private string $secret)
    {
    }

    public function verify(string $payload, string $header): bool
    {
        $expected = hash_hmac('sha256', $payload, $this->secret);
        return hash_equals($expected, $header);
    }
}

$verifier = new WebhookVerifier(getenv('WEBHOOK_SECRET'));
$payload = file_get_contents('php://input');
if (!$verifier->verify($payload, $_SERVER['HTTP_X_HUB_SIGNATURE_256'] ?? '')) {
    http_response_code(401);
    exit;
}
http_response_code(204);
