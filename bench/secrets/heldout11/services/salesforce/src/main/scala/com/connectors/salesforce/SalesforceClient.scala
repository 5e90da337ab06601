package com.connectors.salesforce

import com.typesafe.config.Config
import sttp.client3._

final class SalesforceClient(config: Config) {
  private val baseUrl = config.getString("connectors.salesforce.base-url")
  private val credential = config.getString("connectors.salesforce.consumer-secret")
  private val defaultInstanceUrl = "https://connectors.my.salesforce.com"
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("Authorization", credential).send(backend)
}
