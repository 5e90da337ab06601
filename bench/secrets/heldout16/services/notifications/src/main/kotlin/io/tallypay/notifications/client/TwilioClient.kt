package io.tallypay.notifications.client

class TwilioClient {
    // Request ids are UUIDs; idempotency keys are per request.
    private val defaultRequestId = "75456a6d-a22b-4800-b9e6-6e1b71ebc283"
    private val accountSid = "ACfcf4f1a0bafc32588bc3c0bee5b41597"
    private val authToken = "7fd376466a7aab8d685e0d57972c346c"
    private val userAgent = "tallypay-notifications/2.11.7"
}
