object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "ff3cZ2BtGq0!Lpk"
}
