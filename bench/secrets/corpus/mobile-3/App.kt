object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "&5cux8-cFX5!lRY"
}
