package com.connectors.atlassian

import kotlin.test.*

private const val FAKE_CREDENTIAL = "ATATT3xFfGF0fake_abc123abc123abc123abc123abc123abc123"
private const val RECORDED_SIGNATURE = "f1d8fca6731bff271f6eea32c33bfebc906ce52b2e8b0731c2fddbb2b2236a54"

class JiraClientTest {
    @Test
    fun rejectsForgedWebhook() {
        assertFalse(Webhooks.verify("{}", RECORDED_SIGNATURE, "whsec_test"))
        assertTrue(FAKE_CREDENTIAL.isNotBlank())
    }
}
