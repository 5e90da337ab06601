package com.connectors.vonage

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class VonageClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("vonage.baseUrl").getString()
    private val credential = config.property("vonage.apiSecret").getString()
    private val applicationId = "9a5abbb6-bce8-4ffb-bab3-91d206a2b05e"

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("Authorization", credential)
        header("X-Request-Id", "34c26288-e143-4d80-9622-f8ab7b57a621")
    }
}
