package com.connectors.newrelic

import kotlin.test.*

private const val FAKE_CREDENTIAL = "NRAK-fake_abc123abc123abc123abc1"
private const val RECORDED_SIGNATURE = "7d586cdda52e1b642b20d72569475e059cda52bb10e2b01183ef9cd78f86e935"

class NewRelicClientTest {
    @Test
    fun rejectsForgedWebhook() {
        assertFalse(Webhooks.verify("{}", RECORDED_SIGNATURE, "sekrit"))
        assertTrue(FAKE_CREDENTIAL.isNotBlank())
    }
}
