object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "qCE=mYsfuG7!RJ0"
}
