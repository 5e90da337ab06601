object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "MWqVcqN?^C6!q21"
}
