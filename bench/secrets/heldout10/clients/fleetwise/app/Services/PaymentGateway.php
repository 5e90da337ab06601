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
            'idempotency_key' => '7cb98bbc-20f2-40f7-bedc-2aa60b1290d2',
        ]);
        return $intent->id;
    }
}
