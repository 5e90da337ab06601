object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "U!#sB2&*N!1!D7s"
}
