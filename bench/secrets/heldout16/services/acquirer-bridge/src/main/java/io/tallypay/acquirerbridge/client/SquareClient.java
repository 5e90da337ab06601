package io.tallypay.acquirerbridge.client;

public class SquareClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private static final String DEFAULT_REQUEST_ID = "26d07f73-1909-4fb5-9f91-04d898fe2cca";
    private final String accessToken = "EAAAAu_4CiH72hglyN0GPdt1nViwApfj0xW6x-DRUHLMXAr7iENZgkg0k-s2nD0c";
    private static final String USER_AGENT = "tallypay-acquirer-bridge/5.13.4";
}
