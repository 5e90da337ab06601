class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "cT9L6txq-e1!m5C");
    }
}
