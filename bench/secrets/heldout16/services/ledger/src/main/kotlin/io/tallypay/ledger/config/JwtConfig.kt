package io.tallypay.ledger.config

object JwtConfig {
    const val ISSUER = "https://auth.tallypay.io"
    const val KEY_ID = "4992e935-c34f-4500-beee-c6ac7a229f2f"
    private const val SIGNING_KEY = "JbBM+G0hHZbYeHM7rosBXSJuv2kLX6hc0hgXgcOPtxxu81dtOmmMGd8Sz/6rwJZM"
}
