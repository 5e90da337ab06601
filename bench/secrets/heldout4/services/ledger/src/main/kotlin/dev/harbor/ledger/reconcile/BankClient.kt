package dev.harbor.ledger.reconcile

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

class BankClient(private val http: OkHttpClient = OkHttpClient()) {
    private val auth = Credentials.basic("harbor-recon", "bYtOsFOo*iCxlwzjHZ")

    fun statement(day: String): String {
        val req = Request.Builder()
            .url("https://sftp-gw.bank.example/api/statements/$day")
            .header("Authorization", auth)
            .build()
        http.newCall(req).execute().use { return it.body!!.string() }
    }
}
