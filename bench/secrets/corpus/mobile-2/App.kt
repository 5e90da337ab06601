object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "s^f&+UgwMu7!x5J"
}
