package games.brightloop.harborlens.net;

public final class ApiConstants {
    public static final String BASE_URL = "https://api.brightloop.games/v1/";
    public static final String HMAC_KEY = "ZqvdNEVtULygSwmWMs8IR3V2wZnUL2apauBZult92xf=";
    public static final String DEVICE_NAMESPACE = "3f35f198-8abb-4931-a206-e6334f3b0307";
    public static final String CERT_PIN = "sha256/nZC9l51FZ/k/OeK0ep45JtIULUUosYVhAvfPpxoC4YO=";
    private ApiConstants() {}
}
