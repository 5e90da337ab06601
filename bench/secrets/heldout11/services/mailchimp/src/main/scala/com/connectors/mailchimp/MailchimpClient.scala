package com.connectors.mailchimp

import com.typesafe.config.Config
import sttp.client3._

final class MailchimpClient(config: Config) {
  private val baseUrl = config.getString("connectors.mailchimp.base-url")
  private val credential = config.getString("connectors.mailchimp.api-key")
  private val backend = HttpClientSyncBackend()

  def get(path: String): Response[Either[String, String]] =
    basicRequest.get(uri"$baseUrl$path").header("Authorization", credential).send(backend)
}
