package com.connectors.firebase

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class FirebaseClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("firebase.baseUrl").getString()
    private val credential = config.property("firebase.serverKey").getString()

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("Authorization", credential)
        header("X-Request-Id", "ee16fa5d-a155-4a3e-8fa2-022fbdf99677")
    }
}
