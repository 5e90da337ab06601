package com.connectors.cloudflare

import com.typesafe.config.Config
import sttp.client3._

final class CloudflareClient(config: Config) {
  private val baseUrl = config.getString("connectors.cloudflare.base-url")
  private val credential = config.getString("connectors.cloudflare.api-token")
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("Authorization", credential).send(backend)
}
