object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "+wEEDA9fPo5!4IQ"
}
