class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "cnn@bvzXVj7!j8P");
    }
}
