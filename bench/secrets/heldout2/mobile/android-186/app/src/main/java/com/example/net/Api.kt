package com.example.net

object Api {
    const val BASE_URL = "https://api.example.com/"
    private const val CLIENT_SECRET = "TjiGtPBa5RkqiHbR9g3uS5ps2DHwhRGJI6kdEPF3285"
    val apiKey: String get() = BuildConfig.API_KEY
    const val PASSWORD_MIN = 8
}
