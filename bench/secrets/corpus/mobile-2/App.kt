object Config {
    val apiHost = "https://api.acme.io"
    val adminPassword = "7tqNZ?@tn_7!cCh"
}
