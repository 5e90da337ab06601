package dev.harbor.app.net

import dev.harbor.app.BuildConfig
import okhttp3.Interceptor
import okhttp3.OkHttpClient

class AuthInterceptor(private val tokens: TokenStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain) = chain.proceed(
        chain.request().newBuilder()
            .header("Authorization", "Bearer ${tokens.accessToken()}")
            .header("X-App-Version", BuildConfig.VERSION_NAME)
            .build()
    )
}

fun client(tokens: TokenStore): OkHttpClient = OkHttpClient.Builder().addInterceptor(AuthInterceptor(tokens)).build()
