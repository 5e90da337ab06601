package com.connectors.okta

import com.typesafe.config.Config
import sttp.client3._

final class OktaClient(config: Config) {
  private val baseUrl = config.getString("connectors.okta.base-url")
  private val credential = config.getString("connectors.okta.api-token")
  private val defaultIssuer = "https://connectors.okta.com/oauth2/default"
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("Authorization", credential).send(backend)
}
