package io.tallypay.merchantonboarding.client;

public class PlaidClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private static final String DEFAULT_REQUEST_ID = "3e48bac2-7a43-4b0e-a4f6-5715ca84b301";
    private static final String PLAID_CLIENT_ID = "41c5acdb05011374aba0e420";
    private static final String PLAID_SECRET = System.getenv("PLAID_SECRET");
    private static final String USER_AGENT = "tallypay-merchant-onboarding/5.19.0";
}
