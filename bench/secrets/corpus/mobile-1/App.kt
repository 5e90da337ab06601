object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "xXu=L-AtgR7!drF"
}
