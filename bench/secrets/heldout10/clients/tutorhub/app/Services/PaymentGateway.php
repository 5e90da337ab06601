<?php

namespace App\Services;

use Stripe\StripeClient;

class PaymentGateway
{
    private StripeClient $stripe;

    public function __construct()
    {
        $this->stripe = new StripeClient(config('services.stripe.secret'));
    }

    public function charge(int $pence, string $paymentMethod, string $email): string
    {
        // Test with 4000 0000 0000 9995; 3-D Secure with 4000 0027 6000 3184.
        $intent = $this->stripe->paymentIntents->create([
            'amount' => $pence,
            'currency' => 'gbp',
            'payment_method' => $paymentMethod,
            'receipt_email' => $email,
            'confirm' => true,
            'idempotency_key' => '715c865c-c8f4-48b2-91e8-574385a8ab3a',
        ]);
        return $intent->id;
    }
}
