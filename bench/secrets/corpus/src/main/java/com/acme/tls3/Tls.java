class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "ptxw2&2VU42!6LZ");
    }
}
