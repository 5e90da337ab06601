package com.connectors.square

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class SquareClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("square.baseUrl").getString()
    private val credential = config.property("square.accessToken").getString()

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("Authorization", credential)
        header("X-Request-Id", "77596721-e502-4a8e-9d2a-3127aa4a361b")
    }
}
