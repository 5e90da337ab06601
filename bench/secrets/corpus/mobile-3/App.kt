object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "yxCU*PLq9z0!w0t"
}
