<?php

namespace App\Payments;

use Braintree\Gateway;

class PayPalGateway
{
    private Gateway $gateway;

    public function __construct()
    {
        $this->gateway = new Gateway([
            'accessToken' => 'access_token$production$c7srfu6j5yi4h3dq$63f88c778ef30cb13042ad99f2c01698',
        ]);
    }

    public function charge(string $nonce, string $amount): string
    {
        $result = $this->gateway->transaction()->sale([
            'amount' => $amount,
            'paymentMethodNonce' => $nonce,
            'options' => ['submitForSettlement' => true],
        ]);
        return $result->transaction->id;
    }
}
