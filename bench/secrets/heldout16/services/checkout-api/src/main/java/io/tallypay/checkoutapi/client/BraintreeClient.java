package io.tallypay.checkoutapi.client;

public class BraintreeClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private static final String DEFAULT_REQUEST_ID = "b1309fd7-d794-46f9-9a8d-64b6c40411e9";
    private static final String MERCHANT_ID = "9ii1k31su4pekowv";
    private static final String PUBLIC_KEY = "z5q93fdkuxllhbob";
    private static final String PRIVATE_KEY = "158e4b616ed7a27414c2b667ab9222b9";
    private static final String USER_AGENT = "tallypay-checkout-api/5.1.4";
}
