package com.connectors.mailchimp

import com.typesafe.config.ConfigFactory
import munit.FunSuite

class MailchimpClientSpec extends FunSuite {
  private val config = ConfigFactory.parseString(
    """connectors.mailchimp { base-url = "http://localhost:8089", api-key = "EXAMPLE000000000000000000000000000000" }"""
  )
  test("signature mismatch is rejected") {
    assert(!Webhooks.verify("{}", "b65146f8a53a7c0200f1e77e28eb76474a28c8d08e669821567cd6a6c8e4e78b", "fake-signing-key"))
  }
}
