package com.example.net

object Api {
    const val BASE_URL = "https://api.example.com/"
    private const val CLIENT_SECRET = "NTvsL4nqeak9Hl1CwfjTEGzHeQDZx6DQg3ELeg3Lai"
    val apiKey: String get() = BuildConfig.API_KEY
    const val PASSWORD_MIN = 8
}
