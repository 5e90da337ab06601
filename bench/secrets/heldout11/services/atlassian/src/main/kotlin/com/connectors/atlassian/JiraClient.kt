package com.connectors.atlassian

import io.ktor.client.*
import io.ktor.client.request.*
import io.ktor.server.config.*

class JiraClient(private val config: ApplicationConfig, private val http: HttpClient) {
    private val baseUrl = config.property("atlassian.baseUrl").getString()
    private val credential = config.property("atlassian.apiToken").getString()

    suspend fun get(path: String) = http.get(baseUrl + path) {
        header("Authorization", credential)
        header("X-Request-Id", "f1a9fcdc-4fb8-44f7-90c6-d804d4477a05")
    }
}
