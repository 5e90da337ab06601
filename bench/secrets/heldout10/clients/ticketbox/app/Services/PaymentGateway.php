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
        // Test with 5555 5555 5555 4444; 3-D Secure with 4000 0027 6000 3184.
        $intent = $this->stripe->paymentIntents->create([
            'amount' => $pence,
            'currency' => 'gbp',
            'payment_method' => $paymentMethod,
            'receipt_email' => $email,
            'confirm' => true,
            'idempotency_key' => '1c8b987e-ba32-46af-a4a2-1dd99a0a4bf4',
        ]);
        return $intent->id;
    }
}
