package io.tallypay.treasury.config

object JwtConfig {
    const val ISSUER = "https://auth.tallypay.io"
    const val KEY_ID = "9441181b-ad12-4ff4-8657-7041af079261"
    private const val SIGNING_KEY = "rB/o8et+4xznIrstyVdFb2b/h4jEoAWh1+/ZHc2YBP4IHuzZz73B4NDFgm/gaX5m"
}
