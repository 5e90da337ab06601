class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "2x79D&!uLJ6!PK9");
    }
}
