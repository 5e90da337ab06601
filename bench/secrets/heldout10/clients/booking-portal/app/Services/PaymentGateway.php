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
        // Test with 4242 4242 4242 4242; 3-D Secure with 4000 0027 6000 3184.
        $intent = $this->stripe->paymentIntents->create([
            'amount' => $pence,
            'currency' => 'gbp',
            'payment_method' => $paymentMethod,
            'receipt_email' => $email,
            'confirm' => true,
            'idempotency_key' => 'f346a9e1-6276-401a-9a8b-98f35adb0996',
        ]);
        return $intent->id;
    }
}
