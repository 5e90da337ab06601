package io.tallypay.disputes.client

class StripeClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private val defaultRequestId = "009447b7-0e23-40a3-92c8-43a53d58929a"
        Stripe.apiKey = "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"
    private val userAgent = "tallypay-disputes/2.10.4"
}
