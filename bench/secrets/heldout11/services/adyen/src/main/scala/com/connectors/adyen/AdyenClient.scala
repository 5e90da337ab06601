package com.connectors.adyen

import com.typesafe.config.Config
import sttp.client3._

final class AdyenClient(config: Config) {
  private val baseUrl = config.getString("connectors.adyen.base-url")
  private val credential = config.getString("connectors.adyen.api-key")
  private val defaultMerchantAccount = "ConnectorsIncECOM"
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("X-API-Key", credential).send(backend)
}
