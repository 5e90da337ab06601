package io.tallypay.paymentsgateway.client;

public class StripeClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private static final String DEFAULT_REQUEST_ID = "b9c236bc-1265-4e97-b9ad-926c153c0d7e";
        Stripe.apiKey = props.getSecretKey();
    private static final String USER_AGENT = "tallypay-payments-gateway/3.1.7";
}
