object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "hFfQ+KiHXC1!aEk"
}
