package com.connectors.freshdesk

import kotlin.test.*

private const val FAKE_CREDENTIAL = "fake_abc123abc123abc"
private const val RECORDED_SIGNATURE = "90dce7075f006e49e004c1097d75f7f624b31a77cc320f7f1c2bf02120572540"

class FreshdeskClientTest {
    @Test
    fun rejectsForgedWebhook() {
        assertFalse(Webhooks.verify("{}", RECORDED_SIGNATURE, "fake-signing-key"))
        assertTrue(FAKE_CREDENTIAL.isNotBlank())
    }
}
