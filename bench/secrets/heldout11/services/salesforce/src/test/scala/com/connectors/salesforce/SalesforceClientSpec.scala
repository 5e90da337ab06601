package com.connectors.salesforce

import com.typesafe.config.ConfigFactory
import munit.FunSuite

class SalesforceClientSpec extends FunSuite {
  private val config = ConfigFactory.parseString(
    """connectors.salesforce { base-url = "http://localhost:8089", consumer-secret = "EXAMPLE000000000000000000000000000000000000000000000000000000000" }"""
  )
  test("signature mismatch is rejected") {
    assert(!Webhooks.verify("{}", "6983467a07ae90f4361806d66fbe7b5d0f67ca88169910dbe01140754187b6df", "whsec_test"))
  }
}
