class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "v&yJKFcVV79!psz");
    }
}
