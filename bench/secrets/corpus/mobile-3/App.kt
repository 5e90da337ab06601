object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "NkKtdYy75f7!QPO"
}
