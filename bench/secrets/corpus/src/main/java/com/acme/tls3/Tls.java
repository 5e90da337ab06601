class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "7fNb*HePps7!W4V");
    }
}
