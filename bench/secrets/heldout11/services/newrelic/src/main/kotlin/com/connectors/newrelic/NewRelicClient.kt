package com.connectors.newrelic

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class NewRelicClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("newrelic.baseUrl").getString()
    private val credential = config.property("newrelic.userKey").getString()
    private val browserKey = "NRJS-cd0db57d7cb30650e41"
    private val accountId = "6959671"

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("API-Key", credential)
        header("X-Request-Id", "e23f967c-ddb1-4d15-8f51-07c0e1655a58")
    }
}
