package com.connectors.freshdesk

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class FreshdeskClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("freshdesk.baseUrl").getString()
    private val credential = config.property("freshdesk.apiKey").getString()

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("Authorization", credential)
        header("X-Request-Id", "85dbd8bb-f217-4f60-b7a3-3092b4283666")
    }
}
