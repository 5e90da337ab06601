package games.brightloop.tapfarm.net;

public final class ApiConstants {
    public static final String BASE_URL = "https://api.brightloop.games/v1/";
    public static final String HMAC_KEY = BuildConfig.HMAC_KEY;
    public static final String DEVICE_NAMESPACE = "dd9d3a2a-d3c4-4cb4-a468-7027e1258c1d";
    public static final String CERT_PIN = "sha256/Kt9W0pbkTTbIqVdixnY1CVR+iKcD2fl7C8XnKF+BDlG=";
    private ApiConstants() {}
}
