package com.connectors.adyen

import com.typesafe.config.ConfigFactory
import munit.FunSuite

class AdyenClientSpec extends FunSuite {
  private val config = ConfigFactory.parseString(
    """connectors.adyen { base-url = "http://localhost:8089", api-key = "AQEEXAMPLE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000" }"""
  )
  test("signature mismatch is rejected") {
    assert(!Webhooks.verify("{}", "3459ac22801bef76780d02f900f039867ee69212f47b1495915efc9d9aad11ed", "not-a-real-secret"))
  }
}
