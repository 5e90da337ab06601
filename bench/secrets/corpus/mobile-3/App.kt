object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "S6YZGsDhyp3!W2f"
}
