package io.tallypay.notifications.config

object JwtConfig {
    const val ISSUER = "https://auth.tallypay.io"
    const val KEY_ID = "93497d54-2341-41c8-abe8-918b5a1bdcc4"
    private const val SIGNING_KEY = "G74aAbhRu+lUU7Lk3jFMKMXyTJuxFcSoOftIoGN68qLIp19LVt3ycEGT7sL4+ngF"
}
