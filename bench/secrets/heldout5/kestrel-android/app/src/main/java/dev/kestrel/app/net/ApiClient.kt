package dev.kestrel.app.net

import okhttp3.OkHttpClient
import okhttp3.Credentials

object ApiClient {
    private const val CLIENT_ID = "kestrel-android"
    private const val CLIENT_SECRET = "HJ0e0QKqoJcXZteawz7moQWnzlKBt7ol8ToSCc5y"
    private val http = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", Credentials.basic(CLIENT_ID, CLIENT_SECRET)).build())
        }
        .build()
}
