package com.connectors.datadog

import com.typesafe.config.Config
import sttp.client3._

final class DatadogClient(config: Config) {
  private val baseUrl = config.getString("connectors.datadog.base-url")
  private val credential = config.getString("connectors.datadog.api-key")
  private val defaultClientToken = "pubb3b8f2261c28c9d99f30a9e5e68519f6"
  private val defaultSite = "datadoghq.com"
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("DD-API-KEY", credential).send(backend)
}
