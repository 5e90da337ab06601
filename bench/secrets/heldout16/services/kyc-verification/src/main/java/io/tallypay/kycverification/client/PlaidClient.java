package io.tallypay.kycverification.client;

public class PlaidClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private static final String DEFAULT_REQUEST_ID = "575f6564-d2b2-438e-b979-3b80aeec0fad";
    private static final String PLAID_CLIENT_ID = "b3c2da858ab73f92cc36b22a";
    private static final String PLAID_SECRET = "d842c5d553ed29b42ab586d654c011";
    private static final String USER_AGENT = "tallypay-kyc-verification/2.1.8";
}
