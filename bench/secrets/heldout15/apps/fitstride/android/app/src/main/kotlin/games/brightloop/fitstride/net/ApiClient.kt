package games.brightloop.fitstride.net

import okhttp3.OkHttpClient
import games.brightloop.fitstride.BuildConfig

object ApiClient {
    private const val SERVICE_TOKEN = "NbqUX4vxo8E4lsy0PTRpg6cF187kU4dYTGiAt8ct"
    val http: OkHttpClient = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer $SERVICE_TOKEN").build())
        }.build()
}
