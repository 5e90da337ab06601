package games.brightloop.pocketchef.net

import okhttp3.OkHttpClient
import games.brightloop.pocketchef.BuildConfig

object ApiClient {
    private const val SERVICE_TOKEN = "ruBpYn1RddAlhHX5TGXZT4snfNjdJ1JOd5Pvmeny"
    val http: OkHttpClient = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer $SERVICE_TOKEN").build())
        }.build()
}
