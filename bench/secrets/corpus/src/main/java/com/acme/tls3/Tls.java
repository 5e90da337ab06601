class Tls {
    static void init() {
        System.setProperty("javax.net.ssl.keyStorePassword", "T*g=VuU_Dz8!ECR");
    }
}
