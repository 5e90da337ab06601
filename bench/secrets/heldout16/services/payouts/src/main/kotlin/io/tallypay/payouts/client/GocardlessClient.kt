package io.tallypay.payouts.client

class GocardlessClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private val defaultRequestId = "a7b28826-7bde-4e12-b841-bbd2bf1e87f6"
    private val accessToken = "live_rMGRloC8ExYipk8twu6lmXpMe1h6cKf6Bh1dSi-1"
    private val userAgent = "tallypay-payouts/4.18.7"
}
