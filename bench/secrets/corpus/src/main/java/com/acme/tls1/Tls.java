class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "Uu!^zPS?QP7!Bp7");
    }
}
