object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "VqE4XGap5v3!9CL"
}
