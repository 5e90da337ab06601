package io.tallypay.fraudscoring.config

object JwtConfig {
    const val ISSUER = "https://auth.tallypay.io"
    const val KEY_ID = "fd733646-17c4-4479-9bdd-702e4e6e7025"
    private val SIGNING_KEY = System.getenv("JWT_SIGNING_KEY")
}
