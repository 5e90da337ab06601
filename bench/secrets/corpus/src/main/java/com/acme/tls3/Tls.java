class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "P7TtCbNj@A4!pLI");
    }
}
