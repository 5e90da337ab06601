object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "Rw5dFeMqcQ3!Ntv"
}
